#!/bin/sh
# Run by achaa-backup.service as the achaa user, in the release folder, with /etc/achaa/achaa.env.
# One backup file per run (custom-format dump on PostgreSQL, a SQLite file otherwise), the newest
# ACHAA_BACKUP_KEEP kept. When node_exporter's textfile folder exists, the time of the last good
# backup goes there, so "no backup for 26 hours" can be an alert (docs/deploy.md).
set -eu
# Backups hold password and session hashes and the server's secrets: owner-only files (0600) in an
# owner-only folder (0700), whatever umask the caller had (the unit sets UMask=0077 too).
umask 077
dir="${ACHAA_BACKUP_DIR:-/var/backups/achaa}"
keep="${ACHAA_BACKUP_KEEP:-14}"
stamp="$(date -u +%Y%m%d-%H%M%S)"
case "${DATABASE_URL:-}" in
  postgres*) file="$dir/achaa-$stamp.dump" ;;
  *) file="$dir/achaa-$stamp.sqlite" ;;
esac

mkdir -p -- "$dir"
chmod 700 -- "$dir"

/usr/bin/node --import tsx server/cli/admin.ts backup --to "$file"

# Newest first; everything past the first $keep goes.
ls -1t "$dir"/achaa-*.dump "$dir"/achaa-*.sqlite 2>/dev/null | tail -n +"$((keep + 1))" | while read -r old; do rm -f -- "$old"; done

textfile=/var/lib/prometheus/node-exporter
if [ -d "$textfile" ] && [ -w "$textfile" ]; then
  printf 'achaa_backup_last_success_timestamp_seconds %s\nachaa_backup_last_size_bytes %s\n' "$(date +%s)" "$(stat -c %s "$file")" \
    > "$textfile/achaa_backup.prom.$$"
  mv "$textfile/achaa_backup.prom.$$" "$textfile/achaa_backup.prom"
fi
echo "backup written: $file"
