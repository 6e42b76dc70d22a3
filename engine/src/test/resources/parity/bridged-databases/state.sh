# The end state of both servers, as their superusers see it. Left out by nature: OIDs, timestamps,
# and password hashes (SCRAM and MariaDB's hashes are shown as their kind only, SCRAM's salt is
# random). The orders table's rows are none (its default is now()).
pg() { runuser -u postgres -- psql -X -At -F ' | ' -d "$1" -c "$2"; }
cd /
echo "--- roles"
pg postgres "SELECT rolname, rolsuper, rolinherit, rolcreaterole, rolcreatedb, rolcanlogin, rolconnlimit,
  rolvaliduntil, split_part(rolpassword, '\$', 1) FROM pg_authid WHERE rolname !~ '^pg_' ORDER BY 1"
echo "--- members"
pg postgres "SELECT g.rolname, r.rolname, m.admin_option FROM pg_auth_members m
  JOIN pg_roles g ON g.oid = m.roleid JOIN pg_roles r ON r.oid = m.member ORDER BY 1, 2"
echo "--- databases"
pg postgres "SELECT datname, pg_get_userbyid(datdba), pg_encoding_to_char(encoding), datcollate, datctype,
  datacl FROM pg_database ORDER BY 1"
for db in appdb reports; do
  echo "--- $db: extensions"
  pg "$db" "SELECT extname, extversion, extnamespace::regnamespace FROM pg_extension ORDER BY 1"
  echo "--- $db: schemas"
  pg "$db" "SELECT nspname, pg_get_userbyid(nspowner), nspacl FROM pg_namespace
    WHERE nspname !~ '^(pg_|information_schema)' ORDER BY 1"
  echo "--- $db: tables, sequences"
  pg "$db" "SELECT relnamespace::regnamespace, relname, relkind, pg_get_userbyid(relowner), relacl FROM pg_class
    WHERE relnamespace::regnamespace::text !~ '^(pg_|information_schema)' AND relkind IN ('r', 'S', 'v') ORDER BY 1, 2"
  echo "--- $db: columns"
  pg "$db" "SELECT table_schema, table_name, column_name, data_type, is_nullable, column_default
    FROM information_schema.columns WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
    ORDER BY 1, 2, ordinal_position"
  echo "--- $db: default privileges"
  pg "$db" "SELECT pg_get_userbyid(defaclrole), defaclnamespace::regnamespace, defaclobjtype, defaclacl
    FROM pg_default_acl ORDER BY 1, 2, 3"
done
echo "--- appdb: items"
pg appdb "SELECT * FROM inventory.items ORDER BY id"
echo "--- settings"
pg postgres "SHOW work_mem"
grep -v '^#' /var/lib/postgresql/15/main/postgresql.auto.conf
echo "--- pg_hba.conf"
stat -c '%n %a %U %G' /etc/postgresql/15/main/pg_hba.conf
grep -v '^#' /etc/postgresql/15/main/pg_hba.conf | grep .
pg postgres "SELECT type, database, user_name, address, netmask, auth_method, error FROM pg_hba_file_rules ORDER BY line_number"
echo "--- mariadb: databases"
mariadb -N -e "SELECT schema_name, default_character_set_name, default_collation_name FROM information_schema.schemata ORDER BY 1"
echo "--- mariadb: users and roles"
mariadb -N -e "SELECT user, host, is_role, plugin, authentication_string <> '' FROM mysql.user ORDER BY 1, 2"
for account in "'shop'@'localhost'" "'report'@'10.%'" "shop_readers"; do
  echo "--- mariadb: grants of $account"
  mariadb -N -e "SHOW GRANTS FOR $account" | sed "s/PASSWORD '[^']*'/PASSWORD '<hash>'/"
done
echo "--- no remote tmp left"; ls -A /tmp
