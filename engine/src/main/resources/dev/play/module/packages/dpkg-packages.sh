#!/bin/sh
# package_facts for dpkg (DpkgPackages): every installed package, then the origin of each
# from the apt lists' Release files.
LC_ALL=C; export LC_ALL
command -v dpkg-query >/dev/null 2>&1 || { echo missing=dpkg-query; exit 0; }
echo "arch=$(dpkg --print-architecture)"
t=$(mktemp) || exit 1; trap 'rm -f "$t"' EXIT
dpkg-query -W -f='${Package}\t${Version}\t${Architecture}\t${Section}\t${db:Status-Status}\n' > "$t" || exit 1
sed 's/^/pkg=/' "$t"
for f in /var/lib/apt/lists/*_Packages; do
  [ -r "$f" ] || continue; p=${f%_*}; r=
  while :; do
    if [ -f "${p}_InRelease" ]; then r=${p}_InRelease; break; fi
    if [ -f "${p}_Release" ]; then r=${p}_Release; break; fi
    case ${p##*/} in *_*) p=${p%_*} ;; *) break ;; esac
  done
  o=; [ -n "$r" ] && o=$(sed -n 's/^Origin: //p' "$r" | head -n 1)
  awk -F '\t' -v o="$o" 'FILENAME == ARGV[1] { want[$1 "\t" $2] = 1; next } /^Package: / { p = substr($0, 10) } /^Version: / { v = substr($0, 10) } /^Architecture: / { a = substr($0, 15) } /^Section: / { s = substr($0, 10) } /^$/ { if ((p "\t" v) in want) print "origin=" p "\t" v "\t" a "\t" o "\t" s; p = ""; s = "" }' "$t" "$f"
done
