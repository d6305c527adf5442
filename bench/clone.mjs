// The 10x bench's bulk writer (issue 36): copies of rows the services wrote, made by PostgreSQL.
//
// The services write a template (a division of the chart with its assignments, a small
// organization, a few users, a batch of requests); `cloneRows` copies it `copies` times with
// INSERT ... SELECT, so every copied row has exactly the columns, values, stored scores, history,
// activities, notifications and deliveries the services wrote for the template. Per copy k:
// - the ids of the template's rows (the seeds and, transitively, every row of the allowed tables
//   that references one of them) become new ids, md5(old:salt:k) shaped as a version-4 uuid (the
//   API's validators, like class-validator's IsUUID, refuse a raw md5's version and variant digits;
//   a copied id sent back in a body answered 400), wherever they appear: key
//   columns, and uuids inside text and JSON (dedupe keys, action URLs, activity details);
// - `external` maps other ids per copy (an owner employee of the tenant, rotated);
// - `token` (a marker in names and e-mails, never hexadecimal so never inside a uuid) is
//   renumbered, so names and e-mail addresses stay unique;
// - unique token hashes (invitation links) are hashed again (those links were never mailed);
// - timestamps move k milliseconds later, as if written one after the other.
// `verifyClones` then compares each copy with the template, table by table.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** SQL: the copy's id from `text`, an md5 with the version digit 4 and the RFC 4122 variant (as gen_random_uuid writes). */
const copyId = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
const HASH_COLUMNS = new Set(['tokenHash', 'invitationTokenHash', 'verificationTokenHash', 'keyHash', 'codeHash', 'verificationCodeHash']);
const TEXT_TYPES = new Set(['varchar', 'text', 'bpchar', 'jsonb', 'json']);
// The list totals (issue 36) are kept by PostgreSQL's triggers on the counted tables' inserts: a
// copied counter row would count the copies twice.
const SKIP_TABLES = new Set(['migrations', 'session', 'kpi_assignment_total', 'request_total', 'notification_total', 'user_total']);

/** Columns of every table of the schema, with their types and whether PostgreSQL generates them. */
async function schemaOf(client) {
  const { rows } = await client.query(
    `SELECT c.table_name AS "table", c.column_name AS "column", c.udt_name AS "type", c.is_identity = 'YES' AS "identity"
       FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' ORDER BY c.table_name, c.ordinal_position`,
  );
  const tables = new Map();
  for (const r of rows) {
    if (SKIP_TABLES.has(r.table)) continue;
    if (!tables.has(r.table)) tables.set(r.table, []);
    tables.get(r.table).push(r);
  }
  return tables;
}

/** The tables, each after the tables its foreign keys reference (rows are copied in this order). */
async function dependencyOrder(client, tables) {
  const { rows } = await client.query(
    `SELECT DISTINCT c.conrelid::regclass::text AS "from", c.confrelid::regclass::text AS "to" FROM pg_constraint c
      WHERE c.contype = 'f' AND c.conrelid <> c.confrelid AND c.connamespace = 'public'::regnamespace`,
  );
  const unquote = (n) => n.replace(/^"|"$/g, '');
  const needs = new Map(tables.map((t) => [t, new Set()]));
  for (const r of rows) if (needs.has(unquote(r.from)) && needs.has(unquote(r.to))) needs.get(unquote(r.from)).add(unquote(r.to));
  const out = [];
  const visit = (t, path = new Set()) => {
    if (out.includes(t) || path.has(t)) return;
    path.add(t);
    for (const d of needs.get(t)) visit(d, path);
    out.push(t);
  };
  for (const t of tables) visit(t);
  return out;
}

/** The session's helpers: the set of template ids, the external map and the remapping of uuids inside text. */
async function prepare(client) {
  await client.query(`CREATE TEMP TABLE IF NOT EXISTS clone_set (id uuid PRIMARY KEY)`);
  await client.query(`CREATE TEMP TABLE IF NOT EXISTS clone_ext (k int, old uuid, new uuid, PRIMARY KEY (k, old))`);
  await client.query(`TRUNCATE clone_set, clone_ext`);
  await client.query(`CREATE OR REPLACE FUNCTION pg_temp.clone_text(t text, salt text, k int) RETURNS text LANGUAGE plpgsql AS $$
    DECLARE m text; r text := t; n uuid;
    BEGIN
      IF t IS NULL OR t !~ '${UUID}' THEN RETURN t; END IF;
      FOR m IN SELECT DISTINCT x[1] FROM regexp_matches(t, '${UUID}', 'g') AS x LOOP
        n := NULL;
        IF EXISTS (SELECT 1 FROM clone_set s WHERE s.id = m::uuid) THEN n := ${copyId("m || ':' || salt || ':' || k")};
        ELSE SELECT e.new INTO n FROM clone_ext e WHERE e.k = clone_text.k AND e.old = m::uuid; END IF;
        IF n IS NOT NULL THEN r := replace(r, m, n::text); END IF;
      END LOOP;
      RETURN r;
    END $$`);
}

const q = (name) => `"${name}"`;

/**
 * Copies the rows reached from `seeds` in `tables` (all tables when omitted) `copies` times.
 * `token`: { text: 'Division 0001', prefix: 'Division ', width: 4, first: 1 } renumbers the marker to
 * prefix + (first + k). `external`: rows { k, old, new } mapping ids outside the template per copy.
 * `organizationId` bounds the reads to one organization's rows (tables without the column are
 * read whole, through their references). Answers the rows written per table and the template's.
 */
export async function cloneRows(client, { organizationId = null, seeds, tables: allowed = null, copies, salt, token = null, external = [], batch = 10, log = () => {} }) {
  if (copies <= 0) return { template: {}, written: {} };
  const schema = await schemaOf(client);
  await prepare(client);
  const tables = (await dependencyOrder(client, [...schema.keys()])).filter((t) => !allowed || allowed.includes(t));
  await client.query(`INSERT INTO clone_set SELECT unnest($1::uuid[]) ON CONFLICT DO NOTHING`, [seeds]);
  // The closure: every row of the allowed tables that references an id of the set joins it.
  const uuidColumns = (t) => schema.get(t).filter((c) => c.type === 'uuid');
  const orgBound = (t) => (organizationId && schema.get(t).some((c) => c.column === 'organizationId') ? `t."organizationId" = '${organizationId}' AND ` : '');
  const member = (t) => `(${uuidColumns(t).map((c) => `t.${q(c.column)} IN (SELECT id FROM clone_set)`).join(' OR ')})`;
  for (let pass = 0; ; pass++) {
    let added = 0;
    for (const t of tables) {
      if (!schema.get(t).some((c) => c.column === 'id' && c.type === 'uuid') || uuidColumns(t).length < 2) continue;
      const r = await client.query(`INSERT INTO clone_set SELECT t."id" FROM ${q(t)} t WHERE ${orgBound(t)}${member(t)} ON CONFLICT DO NOTHING`);
      added += r.rowCount;
    }
    if (added === 0) break;
    if (pass > 20) throw new Error('cloneRows: the closure does not end');
  }
  for (let i = 0; i < external.length; i += 20000) {
    const slice = external.slice(i, i + 20000);
    await client.query(`INSERT INTO clone_ext SELECT * FROM unnest($1::int[], $2::uuid[], $3::uuid[])`, [slice.map((e) => e.k), slice.map((e) => e.old), slice.map((e) => e.new)]);
  }
  await client.query('ANALYZE clone_set; ANALYZE clone_ext');

  const template = {};
  const written = {};
  for (const t of tables) {
    const columns = schema.get(t).filter((c) => !c.identity);
    if (uuidColumns(t).length === 0) continue;
    const tpl = `clone_tpl_${t}`;
    await client.query(`DROP TABLE IF EXISTS ${tpl}`);
    await client.query(`CREATE TEMP TABLE ${tpl} AS SELECT * FROM ${q(t)} t WHERE ${orgBound(t)}${member(t)}`);
    const { rows: [{ n }] } = await client.query(`SELECT count(*)::int AS n FROM ${tpl}`);
    if (n === 0) continue;
    template[t] = n;
    const joins = [];
    const exprs = columns.map((c) => {
      const col = `t.${q(c.column)}`;
      if (c.type === 'uuid') {
        const a = `s_${joins.length}`;
        const e = `e_${joins.length}`;
        joins.push(`LEFT JOIN clone_set ${a} ON ${a}.id = ${col} LEFT JOIN clone_ext ${e} ON ${e}.k = g.k AND ${e}.old = ${col}`);
        return `CASE WHEN ${a}.id IS NOT NULL THEN ${copyId(`${col}::text || ':' || $1 || ':' || g.k`)} ELSE COALESCE(${e}.new, ${col}) END`;
      }
      const renumbered = (text) => (token ? `replace(${text}, $2, $3 || lpad(($4 + g.k)::text, $5, '0'))` : text);
      if (HASH_COLUMNS.has(c.column)) return `CASE WHEN ${col} IS NULL THEN NULL ELSE encode(sha256(convert_to(${col} || ':' || $1 || ':' || g.k, 'UTF8')), 'hex') END`;
      if (c.type === 'varchar' || c.type === 'text' || c.type === 'bpchar') return `pg_temp.clone_text(${renumbered(col)}, $1, g.k)`;
      if (c.type === 'jsonb') return `pg_temp.clone_text(${renumbered(`${col}::text`)}, $1, g.k)::jsonb`;
      if (c.type === 'json') return `pg_temp.clone_text(${renumbered(`${col}::text`)}, $1, g.k)::json`;
      if (c.type === 'timestamptz' || c.type === 'timestamp') return `${col} + g.k * interval '1 millisecond'`;
      return col;
    });
    // Only the placeholders a statement uses (an unused one cannot be typed): the token's where a column is text.
    const textual = columns.some((c) => !HASH_COLUMNS.has(c.column) && TEXT_TYPES.has(c.type));
    const params = token && textual ? [salt, token.text, token.prefix, token.first, token.width] : [salt];
    let total = 0;
    for (let k0 = 1; k0 <= copies; k0 += batch) {
      const k1 = Math.min(copies, k0 + batch - 1);
      const r = await client.query(
        `INSERT INTO ${q(t)} (${columns.map((c) => q(c.column)).join(', ')})
         SELECT ${exprs.join(', ')} FROM ${tpl} t CROSS JOIN generate_series(${k0}, ${k1}) AS g(k) ${joins.join(' ')}`,
        params,
      );
      total += r.rowCount;
    }
    written[t] = total;
    log(`    ${t}: ${n} × ${copies} = ${total.toLocaleString('en')}`);
  }
  return { template, written };
}

/**
 * The check the seed runs: copy k of the template, mapped back (its ids to the template's, its
 * marker to the template's, its timestamps k ms earlier), equals the template row for row in every
 * table. Compares the JSON of whole rows, so a column written differently shows.
 */
export async function verifyClones(client, { organizationId = null, tables, salt, token = null, ks }) {
  const mismatches = [];
  for (const [t] of Object.entries(tables)) {
    const { rows: cols } = await client.query(
      `SELECT column_name AS "column", udt_name AS "type", is_identity = 'YES' AS "identity" FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
      [t],
    );
    const kept = cols.filter((c) => !c.identity && !HASH_COLUMNS.has(c.column));
    for (const k of ks) {
      // The copy's rows, each keyed back to its template row through its id (or, without an id, its first template uuid).
      const keyCol = kept.find((c) => c.column === 'id') ? 'id' : kept.find((c) => c.type === 'uuid' && c.column !== 'organizationId').column;
      const back = (c, alias) => {
        const col = `${alias}.${q(c.column)}`;
        if (c.type === 'timestamptz' || c.type === 'timestamp') return `(${col} - ${k} * interval '1 millisecond')`;
        return col;
      };
      const forth = (c) => {
        const col = `t.${q(c.column)}`;
        if (c.type === 'uuid') return `CASE WHEN s.id IS NULL THEN COALESCE(e.new, ${col}) ELSE ${copyId(`${col}::text || ':' || $1 || ':' || ${k}`)} END`;
        const renumbered = (text) => (token ? `replace(${text}, $2, $3 || lpad(($4 + ${k})::text, $5, '0'))` : text);
        if (c.type === 'varchar' || c.type === 'text' || c.type === 'bpchar') return `pg_temp.clone_text(${renumbered(col)}, $1, ${k})`;
        if (c.type === 'jsonb') return `pg_temp.clone_text(${renumbered(`${col}::text`)}, $1, ${k})::jsonb`;
        return col;
      };
      // Expected copy rows computed from the template (per column, with its own joins), against the rows present.
      const expectedCols = kept.map((c, i) => {
        if (c.type !== 'uuid') return `${forth(c)} AS c${i}`;
        return `(SELECT CASE WHEN s.id IS NULL THEN COALESCE(e.new, t.${q(c.column)}) ELSE ${copyId(`t.${q(c.column)}::text || ':' || $1 || ':' || ${k}`)} END
                  FROM (SELECT 1) one LEFT JOIN clone_set s ON s.id = t.${q(c.column)} LEFT JOIN clone_ext e ON e.k = ${k} AND e.old = t.${q(c.column)}) AS c${i}`;
      });
      const actualCols = kept.map((c, i) => `${back(c, 'a')} AS c${i}`);
      const expectedKey = copyId(`t.${q(keyCol)}::text || ':' || $1 || ':' || ${k}`);
      const textual = kept.some((c) => TEXT_TYPES.has(c.type));
      const params = token && textual ? [salt, token.text, token.prefix, token.first, token.width] : [salt];
      const expectedWithTs = kept.map((c, i) => (c.type === 'timestamptz' || c.type === 'timestamp' ? `t.${q(c.column)} AS c${i}` : expectedCols[i]));
      const { rows } = await client.query(
        `WITH expected AS (SELECT ${expectedWithTs.join(', ')} FROM clone_tpl_${t} t),
              actual AS (SELECT ${actualCols.join(', ')} FROM ${q(t)} a WHERE a.${q(keyCol)} IN (SELECT ${expectedKey} FROM clone_tpl_${t} t))
         SELECT (SELECT count(*) FROM expected)::int AS expected, (SELECT count(*) FROM actual)::int AS actual,
                (SELECT count(*) FROM (SELECT * FROM expected EXCEPT ALL SELECT * FROM actual) x)::int AS missing`,
        params,
      );
      const [r] = rows;
      if (r.expected !== r.actual || r.missing !== 0) mismatches.push(`${t} copy ${k}: expected ${r.expected} rows, found ${r.actual}, ${r.missing} differ`);
    }
  }
  return mismatches;
}
