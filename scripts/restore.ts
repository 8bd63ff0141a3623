// `npm run restore -- <backup.tar.gz>`: restores a backup downloaded from the console (System parameters → Backup)
// into DATA_DIR, which must not hold a database yet. Stop the shop first; start it again afterwards.
import path from 'node:path';
import { restoreBackup } from '../lib/backup/restore';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run restore -- <backup.tar.gz>   (into DATA_DIR, default .data)');
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
restoreBackup(path.resolve(file), dataDir).then((m) => {
  console.log(`restored the backup of ${m.created_at} (UTC) into ${dataDir}: ${m.database ? 'the database and ' : ''}${m.attachments} attachments`);
  if (!m.database) console.log('This backup holds no database (the shop ran on PostgreSQL): restore that with pg_restore or psql.');
  console.log('Start the shop with the same SESSION_SECRET and ENCRYPTION_KEY (or DATA_DIR/secrets.json) as before.');
}, (err: Error) => {
  console.error(`restore failed: ${err.message}`);
  process.exit(1);
});
