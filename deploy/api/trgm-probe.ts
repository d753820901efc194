import { PGlite } from '@electric-sql/pglite'; import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'; async function main(){
console.time('open');
const pg = new PGlite('memory://', { extensions: { pg_trgm } });
await pg.waitReady;
console.timeEnd('open');
console.time('ext');
await pg.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
console.timeEnd('ext');
const r = await pg.query("SELECT similarity('Wanjiru','wanjiru kamau') AS s, show_trgm('abc') AS t");
console.log(r.rows);
await pg.exec("CREATE TABLE t(x text); CREATE INDEX ON t USING gin (lower(x) gin_trgm_ops); INSERT INTO t SELECT 'name '||g FROM generate_series(1,10000) g;");
console.log((await pg.query("EXPLAIN SELECT * FROM t WHERE lower(x) LIKE '%me 99%'")).rows);
await pg.close();
} main().catch(e=>{console.error(e);process.exit(1)});
