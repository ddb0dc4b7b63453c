import { describe, expect, it } from 'vitest'
import { candidateFiles } from './createSiteServer'

describe('the files a request path may answer', () => {
  it('match pages whatever their case and trailing slash', () => {
    expect(candidateFiles('/')).toEqual(['/index.html'])
    expect(candidateFiles('/Services/')).toEqual([
      '/Services.html',
      '/Services/index.html',
      '/services.html',
      '/services/index.html',
    ])
  })

  it('try a file by its exact name first', () => {
    expect(candidateFiles('/assets/app-AbC.js')[0]).toBe('/assets/app-AbC.js')
  })

  it('never reach a hidden file or folder, such as the build records', () => {
    expect(candidateFiles('/.vite/manifest.json')).toEqual([])
    expect(candidateFiles('/.assetsignore')).toEqual([])
    expect(candidateFiles('/assets/%2e%2e/.vite/page-scripts.json')).toEqual([])
  })

  it('give nothing for a path that is not valid percent-encoding', () => {
    expect(candidateFiles('/%E0%A4%A')).toEqual([])
  })
})
