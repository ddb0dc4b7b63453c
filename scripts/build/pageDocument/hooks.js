/*
 * Module resolution hook for the site build: when vite-react-ssg imports jsdom, it gets the
 * string-based page document instead. Every other import, jsdom elsewhere included, is left as is.
 */
import { URL } from 'node:url'

const pageDocument = new URL('./pageDocument.js', import.meta.url).href

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'jsdom' && context.parentURL?.includes('/node_modules/vite-react-ssg/')) {
    return { url: pageDocument, shortCircuit: true }
  }
  return nextResolve(specifier, context)
}
