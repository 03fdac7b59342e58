// The schema as the generated src/lib/pocketbase-types.ts declares it (`npm run typegen`): field
// names per collection, read from its record types, so tests compare the live schema with the
// same file the app compiles against (no hand-kept copy of a field list).
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const generatedTypesFile = fileURLToPath(
  new URL('../../src/lib/pocketbase-types.ts', import.meta.url),
)

function nameOf(node: ts.PropertyName): string {
  if (ts.isIdentifier(node) || ts.isStringLiteral(node)) return node.text
  throw new Error(`Unexpected property name kind ${ts.SyntaxKind[node.kind]}`)
}

function propertyNames(literal: ts.TypeLiteralNode): string[] {
  return literal.members.filter(ts.isPropertySignature).map((member) => nameOf(member.name))
}

/** Collection name → its field names, from the generated `CollectionRecords` map. */
export function generatedFields(): Record<string, string[]> {
  const text = readFileSync(generatedTypesFile, 'utf8')
  const source = ts.createSourceFile(generatedTypesFile, text, ts.ScriptTarget.Latest)
  const recordTypes = new Map<string, ts.TypeLiteralNode>()
  for (const statement of source.statements) {
    if (ts.isTypeAliasDeclaration(statement) && ts.isTypeLiteralNode(statement.type))
      recordTypes.set(statement.name.text, statement.type)
  }
  const collections = recordTypes.get('CollectionRecords')
  if (!collections) throw new Error(`No CollectionRecords type in ${generatedTypesFile}`)
  const fields: Record<string, string[]> = {}
  for (const member of collections.members) {
    if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeReferenceNode(member.type))
      continue
    const typeName = member.type.typeName.getText(source)
    const record = recordTypes.get(typeName)
    if (!record) throw new Error(`No ${typeName} type in ${generatedTypesFile}`)
    fields[nameOf(member.name)] = propertyNames(record)
  }
  return fields
}
