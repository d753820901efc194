const { PGlite } = require('@electric-sql/pglite');
(async () => {
  let t = Date.now();
  const db = new PGlite('memory://'); await db.waitReady;
  console.log('init', Date.now() - t); t = Date.now();
  const dump = await db.dumpDataDir('none');
  console.log('dump', Date.now() - t, dump.size); t = Date.now();
  const db2 = new PGlite('memory://', { loadDataDir: dump }); await db2.waitReady;
  console.log('load', Date.now() - t);
})();
