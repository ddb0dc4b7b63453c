/**
 * GitHub Actions' expression language (`${{ … }}` and `if:`), the part the workflows of this
 * repository use: literals, property access, `!`, comparisons, `&&`, `||`, parentheses and the
 * functions below, with GitHub's loose equality (strings compared ignoring case, other mixed types
 * as numbers) and its value-returning `&&` and `||`. Anything else throws, so that a workflow using
 * more than the simulator understands fails its test instead of being misread.
 */

export type ExpressionValue =
  | string
  | number
  | boolean
  | null
  | readonly ExpressionValue[]
  | { readonly [key: string]: ExpressionValue | undefined }

/** What the expression can read, and the status functions of where it is evaluated. */
export interface ExpressionScope {
  readonly contexts: Readonly<Record<string, ExpressionValue | undefined>>
  readonly status: {
    readonly success: () => boolean
    readonly failure: () => boolean
    readonly cancelled: () => boolean
  }
}

type Token =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'punct'; value: string }

const PUNCTUATION = [
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '!',
  '<',
  '>',
  '(',
  ')',
  '[',
  ']',
  '.',
  ',',
]

function tokenize(source: string): Token[] {
  const tokens: Token[] = []
  let at = 0
  while (at < source.length) {
    const rest = source.slice(at)
    const space = /^\s+/.exec(rest)
    if (space) {
      at += space[0].length
      continue
    }
    if (rest.startsWith("'")) {
      let value = ''
      let end = 1
      for (;;) {
        const quote = rest.indexOf("'", end)
        if (quote < 0) throw new Error(`Unterminated string in expression: ${source}`)
        value += rest.slice(end, quote)
        if (rest[quote + 1] !== "'") {
          end = quote + 1
          break
        }
        value += "'"
        end = quote + 2
      }
      tokens.push({ kind: 'string', value })
      at += end
      continue
    }
    const number = /^-?\d+(?:\.\d+)?/.exec(rest)
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]) })
      at += number[0].length
      continue
    }
    const name = /^[A-Za-z_][\w-]*/.exec(rest)
    if (name) {
      tokens.push({ kind: 'name', value: name[0] })
      at += name[0].length
      continue
    }
    const punct = PUNCTUATION.find((candidate) => rest.startsWith(candidate))
    if (!punct) throw new Error(`Unexpected character in expression: ${source}`)
    tokens.push({ kind: 'punct', value: punct })
    at += punct.length
  }
  return tokens
}

const isObject = (
  value: ExpressionValue | undefined,
): value is { readonly [key: string]: ExpressionValue | undefined } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** GitHub's falsy values: false, 0, '', null (and NaN). */
const truthy = (value: ExpressionValue | undefined): boolean =>
  !(value === false || value === 0 || value === '' || value === null || value === undefined) &&
  !(typeof value === 'number' && Number.isNaN(value))

function toNumber(value: ExpressionValue | undefined): number {
  if (value === null || value === undefined) return 0
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'number') return value
  if (typeof value === 'string') return value.trim() === '' ? 0 : Number(value)
  return Number.NaN
}

function looseEquals(
  left: ExpressionValue | undefined,
  right: ExpressionValue | undefined,
): boolean {
  const l = left ?? null
  const r = right ?? null
  if (typeof l === 'string' && typeof r === 'string') return l.toLowerCase() === r.toLowerCase()
  if (typeof l === typeof r && (typeof l !== 'object' || l === null || r === null)) return l === r
  if (typeof l === 'object' && l !== null && typeof r === 'object' && r !== null) return l === r
  return toNumber(l) === toNumber(r)
}

/** The text an expression's value becomes inside a string (`${{ … }}` in `with`, `env`, `run`). */
function expressionText(value: ExpressionValue | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

class Parser {
  private at = 0

  constructor(
    private readonly tokens: Token[],
    private readonly scope: ExpressionScope,
    private readonly source: string,
  ) {}

  parse(): ExpressionValue | undefined {
    const value = this.or()
    if (this.at !== this.tokens.length)
      throw new Error(`Unexpected token in expression: ${this.source}`)
    return value
  }

  private peek(value: string): boolean {
    const token = this.tokens[this.at]
    return token?.kind === 'punct' && token.value === value
  }

  private expect(value: string): void {
    if (!this.peek(value)) throw new Error(`Expected « ${value} » in expression: ${this.source}`)
    this.at += 1
  }

  private or(): ExpressionValue | undefined {
    let value = this.and()
    while (this.peek('||')) {
      this.at += 1
      const right = this.and()
      value = truthy(value) ? value : right
    }
    return value
  }

  private and(): ExpressionValue | undefined {
    let value = this.equality()
    while (this.peek('&&')) {
      this.at += 1
      const right = this.equality()
      value = truthy(value) ? right : value
    }
    return value
  }

  private equality(): ExpressionValue | undefined {
    let value = this.comparison()
    while (this.peek('==') || this.peek('!=')) {
      const negate = this.peek('!=')
      this.at += 1
      const equal = looseEquals(value, this.comparison())
      value = negate ? !equal : equal
    }
    return value
  }

  private comparison(): ExpressionValue | undefined {
    let value = this.unary()
    for (;;) {
      const op = (['<=', '>=', '<', '>'] as const).find((candidate) => this.peek(candidate))
      if (!op) return value
      this.at += 1
      const left = toNumber(value)
      const right = toNumber(this.unary())
      value = { '<=': left <= right, '>=': left >= right, '<': left < right, '>': left > right }[op]
    }
  }

  private unary(): ExpressionValue | undefined {
    if (this.peek('!')) {
      this.at += 1
      return !truthy(this.unary())
    }
    return this.postfix()
  }

  private postfix(): ExpressionValue | undefined {
    let value = this.primary()
    for (;;) {
      if (this.peek('.')) {
        this.at += 1
        const token = this.tokens[this.at]
        if (token?.kind !== 'name')
          throw new Error(`Expected a property in expression: ${this.source}`)
        this.at += 1
        value = isObject(value) ? (value[token.value] ?? null) : null
      } else if (this.peek('[')) {
        this.at += 1
        const key = this.or()
        this.expect(']')
        value = isObject(value) ? (value[expressionText(key)] ?? null) : null
      } else {
        return value
      }
    }
  }

  private primary(): ExpressionValue | undefined {
    const token = this.tokens[this.at]
    if (!token) throw new Error(`Unexpected end of expression: ${this.source}`)
    this.at += 1
    if (token.kind === 'string' || token.kind === 'number') return token.value
    if (token.kind === 'punct') {
      if (token.value !== '(')
        throw new Error(`Unexpected « ${token.value} » in expression: ${this.source}`)
      const value = this.or()
      this.expect(')')
      return value
    }
    if (token.value === 'true') return true
    if (token.value === 'false') return false
    if (token.value === 'null') return null
    if (this.peek('(')) return this.call(token.value)
    if (!(token.value in this.scope.contexts)) {
      throw new Error(`Unknown context ${token.value} in expression: ${this.source}`)
    }
    return this.scope.contexts[token.value] ?? null
  }

  private call(name: string): ExpressionValue {
    this.expect('(')
    const args: (ExpressionValue | undefined)[] = []
    while (!this.peek(')')) {
      args.push(this.or())
      if (!this.peek(')')) this.expect(',')
    }
    this.expect(')')
    const text = (index: number) => expressionText(args[index]).toLowerCase()
    switch (name) {
      case 'success':
        return this.scope.status.success()
      case 'failure':
        return this.scope.status.failure()
      case 'cancelled':
        return this.scope.status.cancelled()
      case 'always':
        return true
      case 'contains':
        return text(0).includes(text(1))
      case 'startsWith':
        return text(0).startsWith(text(1))
      default:
        throw new Error(`Unknown function ${name}() in expression: ${this.source}`)
    }
  }
}

/** Evaluates one expression, written without its `${{ }}`. */
export function evaluateExpression(
  source: string,
  scope: ExpressionScope,
): ExpressionValue | undefined {
  return new Parser(tokenize(source), scope, source).parse()
}

/** A string with each `${{ … }}` replaced by its value's text. */
export function interpolate(text: string, scope: ExpressionScope): string {
  return text.replace(/\$\{\{(.*?)\}\}/gs, (_, source: string) =>
    expressionText(evaluateExpression(source, scope)),
  )
}

/**
 * An `if:` condition as GitHub reads it: with or without `${{ }}`, and with an implied
 * `success() &&` when it names no status function.
 */
export function condition(text: string | boolean | undefined, scope: ExpressionScope): boolean {
  if (text === undefined) return scope.status.success()
  if (typeof text === 'boolean') return text
  const source = text.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
  const value = evaluateExpression(source, scope)
  if (/\b(success|failure|cancelled|always)\s*\(/.test(source)) return truthy(value)
  return scope.status.success() && truthy(value)
}
