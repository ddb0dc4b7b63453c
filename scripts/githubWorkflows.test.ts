import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

/*
 * Nothing from a fork or a pull request reaches a secret. These checks hold for every workflow
 * in .github/workflows, so a workflow added later is held to them too.
 */

const WORKFLOWS_DIR = '.github/workflows'

/** The one command that may see the Cloudflare token: it uploads what an earlier step built. */
const DEPLOY_COMMAND = 'npx wrangler deploy'

/** The triggers a workflow holding a secret may have: none can be started from a fork. */
const TRUSTED_TRIGGERS = new Set(['push', 'schedule', 'workflow_dispatch', 'workflow_run'])

interface Step {
  name?: string
  uses?: string
  run?: string
  if?: string
  env?: Record<string, string>
  with?: Record<string, unknown>
}

interface Job {
  if?: string
  permissions?: Record<string, string> | string
  env?: Record<string, string>
  steps: Step[]
}

interface Workflow {
  file: string
  text: string
  on: Record<string, unknown>
  permissions?: Record<string, string> | string
  env?: Record<string, string>
  jobs: Record<string, Job>
}

function readWorkflows(): Workflow[] {
  return readdirSync(WORKFLOWS_DIR)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => {
      const file = join(WORKFLOWS_DIR, name)
      const text = readFileSync(file, 'utf8')
      const parsed = parse(text) as Omit<Workflow, 'file' | 'text'>
      return { ...parsed, file, text }
    })
}

const usesSecret = (value: unknown): boolean => JSON.stringify(value ?? '').includes('secrets.')

/** The expression with its whitespace collapsed, so that a folded `>-` condition reads as one line. */
const condition = (text: string | undefined): string => (text ?? '').replace(/\s+/g, ' ')

const workflows = readWorkflows()
const withSecrets = workflows.filter((workflow) => usesSecret(workflow.jobs))

describe('GitHub workflows', () => {
  it('are found, and the deploying ones hold a secret', () => {
    expect(workflows.map((workflow) => workflow.file).sort()).toContain(
      '.github/workflows/deploy.yml',
    )
    expect(withSecrets.map((workflow) => workflow.file).sort()).toEqual([
      '.github/workflows/deploy.yml',
      '.github/workflows/import.yml',
      '.github/workflows/publish.yml',
    ])
  })

  it('grant nothing by default, and only read access where nothing is pushed', () => {
    for (const workflow of workflows) {
      const jobs = Object.entries(workflow.jobs)
      const top = workflow.permissions
      if (withSecrets.includes(workflow)) expect(top, workflow.file).toEqual({})
      for (const [name, job] of jobs) {
        const granted = { ...(typeof top === 'object' ? top : {}), ...(job.permissions as object) }
        const pushes = job.steps.some((step) => /\bgit push\b/.test(step.run ?? ''))
        const allowed = pushes ? { contents: 'write' } : { contents: 'read' }
        expect(granted, `${workflow.file} › ${name}`).toEqual(allowed)
      }
    }
  })

  it('run with secrets only on this repository’s main, never for a pull request or a fork', () => {
    for (const workflow of withSecrets) {
      for (const trigger of Object.keys(workflow.on)) {
        expect(TRUSTED_TRIGGERS, `${workflow.file}: on.${trigger}`).toContain(trigger)
      }
      const push = workflow.on.push as { branches?: string[] } | null | undefined
      if ('push' in workflow.on) expect(push?.branches, workflow.file).toEqual(['main'])
      for (const [name, job] of Object.entries(workflow.jobs)) {
        const where = `${workflow.file} › ${name}`
        const guard = condition(job.if)
        expect(guard, where).toContain("github.ref == 'refs/heads/main'")
        for (const event of Object.keys(workflow.on)) {
          expect(guard, `${where}: the job names the events it runs for`).toContain(
            `github.event_name == '${event}'`,
          )
        }
        if ('workflow_run' in workflow.on) {
          // A branch filter also matches a fork's own main; the event and the head repository don't.
          expect(guard, where).toContain("github.event.workflow_run.event == 'push'")
          expect(guard, where).toContain(
            'github.event.workflow_run.head_repository.full_name == github.repository',
          )
          expect(guard, where).toContain("github.event.workflow_run.conclusion == 'success'")
        }
      }
    }
  })

  it('hand the Cloudflare secrets to the deploy step alone, after a build that has none', () => {
    for (const workflow of withSecrets) {
      expect(usesSecret(workflow.env), workflow.file).toBe(false)
      for (const [name, job] of Object.entries(workflow.jobs)) {
        const where = `${workflow.file} › ${name}`
        expect(usesSecret(job.env), where).toBe(false)
        const holders = job.steps.filter((step) => usesSecret(step))
        for (const step of holders) {
          expect(step.run, `${where}: a step that holds a secret`).toBe(DEPLOY_COMMAND)
          expect(usesSecret(step.with), where).toBe(false)
          expect(Object.keys(step.env ?? {}).sort(), where).toEqual([
            'CLOUDFLARE_ACCOUNT_ID',
            'CLOUDFLARE_API_TOKEN',
          ])
        }
        const deploy = job.steps.findIndex((step) => step.run === DEPLOY_COMMAND)
        const build = job.steps.findIndex((step) => /npm run build:worker\b/.test(step.run ?? ''))
        const cache = job.steps.findIndex(
          (step) => step.uses === './.github/actions/share-image-cache',
        )
        expect(build, `${where}: builds before it deploys`).toBeGreaterThanOrEqual(0)
        expect(build, where).toBeLessThan(deploy)
        expect(condition(job.steps[build]?.if), where).toBe(condition(job.steps[deploy]?.if))
        expect(cache, `${where}: restores the share images before the build`).toBeGreaterThan(-1)
        expect(cache, where).toBeLessThan(build)
      }
    }
  })

  it('deploy with a Wrangler configuration that runs no build of its own', () => {
    // `wrangler deploy` would run a configured build command with the token in its environment.
    expect(readFileSync('wrangler.jsonc', 'utf8')).not.toMatch(/"build"\s*:/)
  })
})
