import * as z from 'zod/mini'

/*
 * The site's schemas use zod's tree-shakable build (zod/mini): the contact form ships a few
 * kilobytes of validation instead of the whole library. zod also probes `new Function` once to
 * decide whether it may compile fast parsers; under the pages' Content-Security-Policy (no
 * 'unsafe-eval') the probe is refused and Chrome reports it, so the schemas run interpreted.
 * Site code imports `z` from here, never from 'zod' directly.
 */
z.config({ jitless: true })

export { z }
