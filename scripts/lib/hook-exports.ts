// Exports of pb_hooks/lib that nothing uses. Knip cannot follow the JSVM's
// require(`${__hooks}/lib/x.js`) (a template path, CommonJS exports), so this reads every hooks
// file, test and script itself: an export counts as used where a file reads it from the module
// (`require(...x.js).name`, `const x = require(...x.js)` then `x.name`, or destructuring); a
// module whose value is handed on whole counts as wholly used. tests/hook-exports.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join } from 'node:path'
import ts from 'typescript'

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name === 'vendor') return []
    if (statSync(path).isDirectory()) return filesUnder(path, pattern)
    return pattern.test(name) ? [path] : []
  })
}

function parse(path: string): ts.SourceFile {
  const kind = path.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, kind)
}

/** The names in a lib file's `module.exports = { ... }` (and `module.exports.x = ...`). */
function exportsOf(source: ts.SourceFile): string[] {
  const names: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const target = node.left.getText(source)
      if (target === 'module.exports' && ts.isObjectLiteralExpression(node.right)) {
        for (const property of node.right.properties) {
          if (property.name && !ts.isComputedPropertyName(property.name))
            names.push(property.name.text)
        }
      } else if (/^(module\.)?exports\.\w+$/.test(target)) names.push(target.split('.').pop()!)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return names
}

/** The lib module a call loads (`require(...)`, `hookLibrary(...)`), by file name, if any. */
function loadedModule(node: ts.Node, source: ts.SourceFile): string | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length === 0) return undefined
  const match = /\blib\/(?:[\w-]+\/)*([\w-]+\.js)\W*$/.exec(node.arguments[0].getText(source))
  return match?.[1]
}

/** Skips `as`, `!` and parentheses around an expression. */
function outerOf(node: ts.Node): ts.Node {
  let current = node
  while (
    ts.isAsExpression(current.parent) ||
    ts.isParenthesizedExpression(current.parent) ||
    ts.isNonNullExpression(current.parent) ||
    ts.isSatisfiesExpression(current.parent)
  )
    current = current.parent
  return current
}

/** Which exports of which lib module `source` uses; '*' when it hands a module on whole. */
function usesIn(source: ts.SourceFile, uses: Map<string, Set<string>>): void {
  const use = (module: string, name: string): void => {
    if (!uses.has(module)) uses.set(module, new Set())
    uses.get(module)!.add(name)
  }
  const bindings = new Map<string, string>()
  const visit = (node: ts.Node): void => {
    const module = loadedModule(node, source)
    if (module) {
      const outer = outerOf(node)
      const parent = outer.parent
      if (ts.isPropertyAccessExpression(parent) && parent.expression === outer) {
        use(module, parent.name.text)
      } else if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
        bindings.set(parent.name.text, module)
      } else if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
        for (const element of parent.name.elements) {
          const key = element.propertyName ?? element.name
          if (ts.isIdentifier(key)) use(module, key.text)
        }
      } else if (!ts.isExpressionStatement(parent)) {
        use(module, '*')
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  if (bindings.size === 0) return
  const readBindings = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && bindings.has(node.text)) {
      const module = bindings.get(node.text)!
      const parent = node.parent
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
        use(module, parent.name.text)
      } else if (
        !(ts.isVariableDeclaration(parent) && parent.name === node) &&
        !(ts.isPropertyAccessExpression(parent) && parent.name === node) &&
        !ts.isPropertyAssignment(parent)
      ) {
        use(module, '*')
      }
    }
    ts.forEachChild(node, readBindings)
  }
  readBindings(source)
}

/** `lib/file.js: name` for each export of pb_hooks/lib that no hooks file, test or script uses. */
export function unusedHookExports(root: string): string[] {
  const libDir = join(root, 'pb_hooks', 'lib')
  const readers = [
    ...filesUnder(join(root, 'pb_hooks'), /\.js$/),
    ...filesUnder(join(root, 'pb_migrations'), /\.js$/),
    ...filesUnder(join(root, 'tests'), /\.ts$/),
    ...filesUnder(join(root, 'scripts'), /\.ts$/),
  ]
  const uses = new Map<string, Set<string>>()
  for (const file of readers) usesIn(parse(file), uses)
  const unused: string[] = []
  for (const file of readdirSync(libDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.js'),
  )) {
    const used = uses.get(basename(file)) ?? new Set<string>()
    if (used.has('*')) continue
    for (const name of exportsOf(parse(join(libDir, file)))) {
      if (!used.has(name)) unused.push(`lib/${file}: ${name}`)
    }
  }
  return unused.sort()
}
