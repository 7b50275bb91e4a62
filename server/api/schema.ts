import type { Queryable } from './db.ts'

export interface TableInfo {
  name: string
  /** Column name → data type, in table order. */
  columns: Map<string, string>
  primaryKey: string[]
}

export type SchemaCache = Map<string, TableInfo>

/** The tables and columns of `public`, read once at start (like PostgREST's schema cache). */
export async function loadSchema(db: Queryable): Promise<SchemaCache> {
  const columns = await db.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT c.table_name::text, c.column_name::text, c.data_type::text
       FROM information_schema.columns c
       JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND t.table_type IN ('BASE TABLE', 'VIEW')
      ORDER BY c.table_name, c.ordinal_position`,
  )
  const keys = await db.query<{ table_name: string; column_name: string }>(
    `SELECT k.table_name::text, k.column_name::text
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage k
         ON k.constraint_schema = tc.constraint_schema AND k.constraint_name = tc.constraint_name
      WHERE tc.table_schema = 'public' AND tc.constraint_type = 'PRIMARY KEY'
      ORDER BY k.table_name, k.ordinal_position`,
  )
  const schema: SchemaCache = new Map()
  for (const row of columns.rows) {
    let table = schema.get(row.table_name)
    if (!table) {
      table = { name: row.table_name, columns: new Map(), primaryKey: [] }
      schema.set(row.table_name, table)
    }
    table.columns.set(row.column_name, row.data_type)
  }
  for (const row of keys.rows) schema.get(row.table_name)?.primaryKey.push(row.column_name)
  return schema
}
