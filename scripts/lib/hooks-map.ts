// The map of pb_hooks: every hook registration, router middleware, custom route and cron job, read
// from the pb_hooks/*.pb.js files themselves (`npm run docs:hooks` writes docs/hooks.md and the
// marked blocks of the subsystem pages; tests/hooks-map.test.ts fails when either is out of date).
// PocketBase loads the files in alphabetical order and runs each file top to bottom, so hooks of
// one name on one collection run in that order.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import ts from 'typescript'

interface HookRegistration {
  /** Position in load order over all files, from 1. */
  seq: number
  file: string
  /** Position within its file, from 1. */
  order: number
  call: string
  /** Hooks: the collections named (empty: every collection). Routes: [method, path]. Cron: [name, schedule]. */
  args: string[]
}

const REGISTRARS = /^(on[A-Z]\w*|routerAdd|routerUse|cronAdd)$/

/** Constants declared at the top of a file, so `onRecordCreate(fn, ...COLLECTIONS)` reads too. */
function fileConstants(source: ts.SourceFile): Map<string, string[]> {
  const constants = new Map<string, string[]>()
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer
      if (!ts.isIdentifier(declaration.name) || !init) continue
      if (ts.isStringLiteralLike(init)) constants.set(declaration.name.text, [init.text])
      else if (ts.isArrayLiteralExpression(init) && init.elements.every(ts.isStringLiteralLike))
        constants.set(
          declaration.name.text,
          init.elements.map((element) => (element as ts.StringLiteralLike).text),
        )
    }
  }
  return constants
}

function argText(
  node: ts.Expression,
  source: ts.SourceFile,
  constants: Map<string, string[]>,
): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text]
  if (ts.isSpreadElement(node)) return argText(node.expression, source, constants)
  if (ts.isIdentifier(node) && constants.has(node.text)) return constants.get(node.text) ?? []
  return [node.getText(source)]
}

/** The registrations of one file's source, in the order they run. */
export function registrationsOf(file: string, text: string): Omit<HookRegistration, 'seq'>[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS)
  const constants = fileConstants(source)
  const found: Omit<HookRegistration, 'seq'>[] = []
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      REGISTRARS.test(node.expression.text)
    ) {
      const call = node.expression.text
      const all = [...node.arguments]
      let args: ts.Expression[]
      if (call === 'routerAdd') args = all.slice(0, 2)
      else if (call === 'cronAdd') args = all.slice(0, 2)
      else if (call === 'routerUse') args = []
      else args = all.slice(1)
      found.push({
        file,
        order: found.length + 1,
        call,
        args: args.flatMap((arg) => argText(arg, source, constants)),
      })
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Every registration in `hooksDir`'s *.pb.js files, in load order. */
function collectRegistrations(hooksDir: string): HookRegistration[] {
  const files = readdirSync(hooksDir)
    .filter((name) => name.endsWith('.pb.js'))
    .sort()
  let seq = 0
  return files.flatMap((file) =>
    registrationsOf(file, readFileSync(join(hooksDir, file), 'utf8')).map((registration) => ({
      ...registration,
      seq: ++seq,
    })),
  )
}

/** Refusal codes (`validation_*`) a hooks file raises, sorted. */
function refusalCodesOf(text: string): string[] {
  return [...new Set(text.match(/\bvalidation_[a-z0-9_]+/g) ?? [])].sort()
}

const OPERATIONS = [
  'List',
  'View',
  'Read (enrich)',
  'Create',
  'Update',
  'Delete',
  'Auth',
  'Password reset',
  'Mail',
  'Other',
]

function operationOf(call: string): string {
  if (/RecordsList/.test(call)) return 'List'
  if (/RecordView/.test(call)) return 'View'
  if (/Enrich/.test(call)) return 'Read (enrich)'
  if (/Mailer/.test(call)) return 'Mail'
  if (/PasswordReset/.test(call)) return 'Password reset'
  if (/Auth/.test(call)) return 'Auth'
  if (/Create/.test(call)) return 'Create'
  if (/Update/.test(call)) return 'Update'
  if (/Delete/.test(call)) return 'Delete'
  return 'Other'
}

/** Where in one write a hook runs: request, the save itself, the SQL execute, after commit or failure. */
function stageOf(call: string): number {
  if (/Request$/.test(call)) return 0
  if (/Validate$/.test(call)) return 2
  if (/Execute$/.test(call)) return 3
  if (/Success$/.test(call)) return 4
  if (/Error$/.test(call)) return 5
  return 1
}

const isRecordHook = (call: string): boolean => /^on(Record|MailerRecord)/.test(call)

/** The record hooks on `collection` (those naming it and those on every collection) in run order. */
function hooksOnCollection(
  registrations: HookRegistration[],
  collection: string,
): HookRegistration[] {
  return registrations
    .filter(
      (r) =>
        isRecordHook(r.call) &&
        (r.args.includes(collection) || (collection === '*' && r.args.length === 0)),
    )
    .sort(
      (a, b) =>
        OPERATIONS.indexOf(operationOf(a.call)) - OPERATIONS.indexOf(operationOf(b.call)) ||
        stageOf(a.call) - stageOf(b.call) ||
        a.seq - b.seq,
    )
}

const fileLink = (file: string, fromDocs = true): string =>
  `[${file}](${fromDocs ? '../' : ''}pb_hooks/${file})`

function hookTable(hooks: HookRegistration[]): string[] {
  return [
    '| Operation | Hook | File (nth call in it) |',
    '| --- | --- | --- |',
    ...hooks.map(
      (h) => `| ${operationOf(h.call)} | \`${h.call}\` | ${fileLink(h.file)} (${h.order}) |`,
    ),
  ]
}

function routeTable(routes: HookRegistration[]): string[] {
  return [
    '| Method | Path | File |',
    '| --- | --- | --- |',
    ...routes.map((r) => `| ${r.args[0]} | \`${r.args[1]}\` | ${fileLink(r.file)} |`),
  ]
}

function cronTable(jobs: HookRegistration[]): string[] {
  return [
    '| Job | Schedule | File |',
    '| --- | --- | --- |',
    ...jobs.map((r) => `| \`${r.args[0]}\` | \`${r.args[1]}\` | ${fileLink(r.file)} |`),
  ]
}

/** docs/hooks.md: the whole map. */
function renderHooksPage(
  registrations: HookRegistration[],
  codeFiles: Map<string, string[]>,
): string {
  const collections = [
    ...new Set(registrations.filter((r) => isRecordHook(r.call)).flatMap((r) => r.args)),
  ].sort()
  const lines = [
    '# Hooks, routes and cron jobs',
    '',
    '<!-- Generated by `npm run docs:hooks` from pb_hooks/*.pb.js: do not edit by hand. -->',
    '',
    'Every registration in `pb_hooks/*.pb.js`, generated by `npm run docs:hooks`',
    '(scripts/hooks-map.ts); tests/hooks-map.test.ts fails when this page is out of date, so',
    'whoever adds, moves or removes a hook regenerates it. PocketBase loads the files in',
    'alphabetical order and runs each file top to bottom, so hooks of one name on one collection run',
    'in the order of the rows below: by file name, then by their place in the file (each calls',
    '`e.next()` to pass on).',
    'Within one write the stages run request → save → execute (SQL, inside the transaction) →',
    'after success / after error (after the commit).',
    '',
    '## Router middleware',
    '',
    'Runs on every request, before any route or record hook.',
    '',
    '| File (nth call in it) |',
    '| --- |',
    ...registrations
      .filter((r) => r.call === 'routerUse')
      .map((r) => `| ${fileLink(r.file)} (${r.order}) |`),
    '',
    '## Record hooks by collection',
  ]
  for (const collection of collections) {
    lines.push(
      '',
      `### ${collection}`,
      '',
      ...hookTable(hooksOnCollection(registrations, collection)),
    )
  }
  const everyCollection = hooksOnCollection(registrations, '*')
  if (everyCollection.length > 0) {
    lines.push('', '### Every collection', '', ...hookTable(everyCollection))
  }
  const appHooks = registrations.filter(
    (r) => !isRecordHook(r.call) && !['routerAdd', 'routerUse', 'cronAdd'].includes(r.call),
  )
  lines.push(
    '',
    '## App hooks',
    '',
    'Hooks on the app itself: bootstrap, every model write, schema changes, realtime.',
    '',
    '| Hook | Tags | File (nth call in it) |',
    '| --- | --- | --- |',
    ...appHooks.map(
      (h) => `| \`${h.call}\` | ${h.args.join(', ') || 'all'} | ${fileLink(h.file)} (${h.order}) |`,
    ),
    '',
    '## Custom routes',
    '',
    ...routeTable(registrations.filter((r) => r.call === 'routerAdd')),
    '',
    '## Cron jobs',
    '',
    ...cronTable(registrations.filter((r) => r.call === 'cronAdd')),
    '',
    '## Refusal codes',
    '',
    'Every hook refusal is a 400 with `data.<field>.code` and a sentence as its message. The codes,',
    'each with the files under pb_hooks that raise it:',
    '',
    '| Code | Raised in |',
    '| --- | --- |',
    ...[...codeFiles].map(([code, files]) => `| \`${code}\` | ${files.join(', ')} |`),
    '',
  )
  return lines.join('\n')
}

/**
 * A subsystem page's generated block, between `<!-- hooks-map collections=a,b files=x.pb.js,lib/y.js -->`
 * and `<!-- /hooks-map -->`: the hooks on those collections in run order, the routes and cron jobs
 * those .pb.js files register, and the refusal codes those files raise.
 */
function renderBlock(
  registrations: HookRegistration[],
  collections: string[],
  files: string[],
  readHooksFile: (file: string) => string | undefined,
): string[] {
  const lines: string[] = []
  for (const collection of collections) {
    const hooks = hooksOnCollection(registrations, collection)
    lines.push(
      `**Hooks on \`${collection}\`** in the order they run ([all of them](hooks.md#${collection})):`,
      '',
      ...(hooks.length > 0 ? hookTable(hooks) : ['None.']),
      '',
    )
  }
  const routes = registrations.filter((r) => r.call === 'routerAdd' && files.includes(r.file))
  if (routes.length > 0) lines.push('**Custom routes:**', '', ...routeTable(routes), '')
  const jobs = registrations.filter((r) => r.call === 'cronAdd' && files.includes(r.file))
  if (jobs.length > 0) lines.push('**Cron jobs:**', '', ...cronTable(jobs), '')
  // A file named in the block but gone since (removed or renamed) contributes nothing.
  const codes = [
    ...new Set(files.flatMap((file) => refusalCodesOf(readHooksFile(file) ?? ''))),
  ].sort()
  if (codes.length > 0) {
    lines.push(
      `**Refusal codes** (400, \`data.<field>.code\`) raised in ${files.map((f) => `\`${f}\``).join(', ')}:`,
      codes.map((code) => `\`${code}\``).join(', ') + '.',
      '',
    )
  }
  return lines
}

const BLOCK =
  /(<!-- hooks-map collections=([\w,]*) files=([\w./,]*) -->\n)[\s\S]*?(<!-- \/hooks-map -->)/g

/** `page` with each generated block filled in from the current hooks. */
function fillBlocks(
  page: string,
  registrations: HookRegistration[],
  readHooksFile: (file: string) => string | undefined,
): string {
  return page.replace(BLOCK, (_match, open: string, collections: string, files: string, close) => {
    const list = (text: string): string[] => text.split(',').filter(Boolean)
    const body = renderBlock(registrations, list(collections), list(files), readHooksFile)
    return `${open}\n${body.join('\n')}${close}`
  })
}

/** Every docs page the map writes, as it should read now: docs/hooks.md and each page with a block. */
export async function expectedDocs(root: string): Promise<Map<string, string>> {
  const hooksDir = join(root, 'pb_hooks')
  const docsDir = join(root, 'docs')
  const registrations = collectRegistrations(hooksDir)
  const readHooksFile = (file: string): string | undefined =>
    existsSync(join(hooksDir, file)) ? readFileSync(join(hooksDir, file), 'utf8') : undefined
  const hooksPage = join(docsDir, 'hooks.md')
  // Formatted as `prettier --write` would, so the formatter and this check agree.
  const formatted = async (path: string, text: string): Promise<string> =>
    format(text, { ...(await resolveConfig(path)), filepath: path })
  const codeFiles = new Map<string, string[]>()
  const sources = readdirSync(hooksDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => name)
    .concat(
      readdirSync(join(hooksDir, 'lib'), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.js'))
        .map((name) => `lib/${name}`),
    )
    .sort()
  for (const file of sources) {
    for (const code of refusalCodesOf(readHooksFile(file) ?? '')) {
      codeFiles.set(code, [...(codeFiles.get(code) ?? []), file])
    }
  }
  const sortedCodes = new Map([...codeFiles].sort(([a], [b]) => a.localeCompare(b)))
  const pages = new Map([
    [hooksPage, await formatted(hooksPage, renderHooksPage(registrations, sortedCodes))],
  ])
  for (const name of readdirSync(docsDir).filter((n) => n.endsWith('.md') && n !== 'hooks.md')) {
    const path = join(docsDir, name)
    const page = readFileSync(path, 'utf8')
    if (!page.includes('<!-- hooks-map ')) continue
    pages.set(path, await formatted(path, fillBlocks(page, registrations, readHooksFile)))
  }
  return pages
}
