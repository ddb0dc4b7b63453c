import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** A text a reader may see, found in a source file: a string, a template's part, JSX text. */
export interface SourceText {
  line: number
  text: string
}

/** The project's root folder. */
const root = path.resolve(import.meta.dirname, '../..')

/**
 * The texts of one TypeScript or JavaScript source (string literals, template parts, JSX text),
 * with their line: what tests that read the product's sentences look through, comments left out.
 */
export function sourceTexts(file: string, source: string): SourceText[] {
  const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
  const texts: SourceText[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isJsxText(node)
    ) {
      texts.push({
        line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        text: node.text,
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return texts
}

/**
 * The product's source files, relative to the root: every file tsconfig.json compiles except
 * the tests (`*.test.*` and `tests/`: end-to-end, built-site checks, stand-ins, fixtures) and
 * the tools (benchmarks, load scripts, probes).
 */
export function productSourceFiles(): string[] {
  const file = path.join(root, 'tsconfig.json')
  const { config } = ts.readConfigFile(file, (name) => ts.sys.readFile(name)) as { config: unknown }
  return ts
    .parseJsonConfigFileContent(config, ts.sys, root)
    .fileNames.map((name) => path.relative(root, name))
    .filter((name) => !/\.test\.[jt]sx?$|^(tests|tools)\//.test(name))
}

/** Every text of the product's source files, each with the file and line it is on. */
export function productTexts(): (SourceText & { file: string })[] {
  return productSourceFiles().flatMap((file) =>
    sourceTexts(file, readFileSync(path.join(root, file), 'utf8')).map((text) => ({
      file,
      ...text,
    })),
  )
}
