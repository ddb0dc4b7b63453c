/*
 * The engine's Node half: its public face (./index.ts) plus what reads files, runs processes or
 * threads (the stores, the Word import, the posts on disk, the facts file). The generator, the
 * server, the Worker (Node's modules through `nodejs_compat`) and the command line import it; the
 * React app never does.
 */
export * from './index.ts'
export * from './blog/docx/checkWordDocument.ts'
export * from './blog/docx/convertInWorker.ts'
export * from './blog/imageData/keepImageData.ts'
export * from './blog/loadSiteBlog.ts'
export * from './blog/operations/changePost.ts'
export * from './blog/operations/deletePost.ts'
export * from './blog/operations/importDocument.ts'
export * from './blog/operations/listPosts.ts'
export * from './blog/operations/markReviewed.ts'
export * from './blog/operations/postAdvice.ts'
export * from './blog/operations/publishDue.ts'
export * from './blog/publishedPosts.ts'
export * from './blog/readPosts.ts'
export * from './blog/store/GitHubStore.ts'
export * from './blog/store/LocalGitStore.ts'
export * from './blog/store/refuseSymbolicLinks.ts'
export * from './facts/readSiteFacts.ts'
export * from './blog/history/revertChange.ts'
export * from './blog/history/trash.ts'
