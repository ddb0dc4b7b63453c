import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SITE_BUILD_PROGRAM } from '../generator/siteBuildConfig.ts'
import { buildInChildProcess } from './localSite'

// Inside the repository, so that the child's `--import tsx` resolves from its node_modules.
mkdirSync(join('node_modules', '.cache'), { recursive: true })
const root = mkdtempSync(join('node_modules', '.cache', 'santra-rebuild-env-'))
afterAll(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('buildInChildProcess', () => {
  it('starts the build with what a build needs, never the server’s secrets', async () => {
    // A stand-in for the site's build that records the environment it was given.
    mkdirSync(join(root, dirname(SITE_BUILD_PROGRAM)), { recursive: true })
    writeFileSync(
      join(root, SITE_BUILD_PROGRAM),
      "import { writeFileSync } from 'node:fs'\nwriteFileSync('env.json', JSON.stringify(process.env))\n",
    )
    await buildInChildProcess(root, '/srv/site', '/srv/content', {
      PATH: process.env.PATH,
      HOME: '/home/consultante',
      NODE_OPTIONS: '--max-old-space-size=2048',
      VITE_SITE_URL: 'https://apercu.example.ca',
      BLOG_BUILD_TIME: '2026-11-23T13:00:00Z',
      ADMIN_TOKEN: 'une phrase de passe assez longue',
      GITHUB_TOKEN: 'ghp_jeton',
      CLOUDFLARE_API_TOKEN: 'jeton',
      AWS_SECRET_ACCESS_KEY: 'secret',
    })
    const env = JSON.parse(readFileSync(join(root, 'env.json'), 'utf8')) as Record<string, string>
    expect(env).toMatchObject({
      HOME: '/home/consultante',
      VITE_SITE_URL: 'https://apercu.example.ca',
      BLOG_BUILD_TIME: '2026-11-23T13:00:00Z',
      SITE_OUT_DIR: '/srv/site',
      BLOG_CONTENT_DIR: '/srv/content/blog',
      SITE_FACTS_FILE: '/srv/content/site.json',
    })
    expect(env.NODE_OPTIONS).toContain('--max-old-space-size=2048')
    for (const secret of [
      'ADMIN_TOKEN',
      'GITHUB_TOKEN',
      'CLOUDFLARE_API_TOKEN',
      'AWS_SECRET_ACCESS_KEY',
    ]) {
      expect(env, secret).not.toHaveProperty(secret)
    }
  })
})
