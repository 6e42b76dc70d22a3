# Run on both fresh hosts before either engine, once both servers answer: what an application
# installed before the playbook came (its login role, a group role, its database with a schema
# and a table; an old MariaDB database and user to remove). The modules whose check mode runs
# the change in a transaction and rolls it back (privs, table, membership, owner, query) need
# their database, schema and roles to exist for --check to succeed on a fresh host.
set -eu
for _ in $(seq 120); do [ -f /run/play-db-ready ] && break; sleep 0.5; done
[ -f /run/play-db-ready ] || { echo "prepare.sh: the database servers did not start" >&2; exit 1; }
cd /
runuser -u postgres -- psql -q -v ON_ERROR_STOP=1 <<'SQL'
CREATE ROLE app NOLOGIN;
CREATE ROLE readers NOLOGIN;
CREATE DATABASE appdb;
GRANT TEMPORARY ON DATABASE appdb TO readers;
\c appdb
CREATE SCHEMA inventory;
CREATE TABLE inventory.items (id integer PRIMARY KEY, name text NOT NULL);
ALTER TABLE inventory.items OWNER TO app;
SQL
mariadb <<'SQL'
CREATE DATABASE legacy;
CREATE USER 'legacy'@'localhost' IDENTIFIED BY 'old-secret';
GRANT ALL ON legacy.* TO 'legacy'@'localhost';
SQL
