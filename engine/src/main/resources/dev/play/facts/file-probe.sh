#!/bin/sh
# The code of every file probe (FileProbeCode says what it reads and prints), the same for
# each: it reads what to do from the values the probe sets before it (p pc pf pu pg po pt pa pd
# pm pq), so a persistent shell keeps it as a function. Placeholders, constants of
# FileProbeCode spliced in as they are: @ENV_LINE@ (probe-env.sh), @STAT_FORMAT@ (the fields
# FileProbeParser reads), @SMALL_TEXT_MAX@ and @MAX_DIFF_SIZE@ (sizes in bytes).
# shellcheck disable=SC2154  # the values are set by the probe before this code
[ -n "$pc" ] && [ -d "$p" ] && p="${p%/}/$pc"
printf 'path=%s\n' "$p"
@ENV_LINE@
case $p in */) d=$(dirname -- "$p") ;; */*) d=${p%/*}; d=${d:-/} ;; *) d=. ;; esac
if [ -d "$d" ]; then echo parent=directory; [ -w "$d" ] && echo parent_writeable=1; elif [ -e "$d" ]; then echo parent=other; else echo parent=absent; fi
# shellcheck disable=SC3013  # -ef: dash and bash, the hosts' sh, both have it
if [ -n "$po" ]; then if [ -e "$po" ]; then echo other=present; else echo other=absent; fi; [ "$p" -ef "$po" ] && echo same_file=1; fi
S=
if [ -e "$p" ] || { [ -z "$pf" ] && [ -L "$p" ]; }; then
nl='
'; S=; case $p in *'|'*|*"$nl"*) ;; *) case ${PLAY_SH_STATS-} in *"$nl$p|"*)
  S=${PLAY_SH_STATS#*"$nl$p|"}; S=${S%%"$nl"*}; case $S in a*) S= ;; esac ;; esac ;; esac
# shellcheck disable=SC2034  # k only counts the 14 fields cut below
if [ -n "$pf" ]; then
  [ -n "$S" ] || S=$(stat -L --printf '@STAT_FORMAT@' -- "$p") || exit 1
  [ -L "$p" ] && printf 'link=%s\n' "$(readlink -- "$p")"
elif [ -z "$S" ]; then
  S=$(QUOTING_STYLE=literal stat --printf '@STAT_FORMAT@|%N' -- "$p") || exit 1
  f=$S; for k in 1 2 3 4 5 6 7 8 9 10 11 12 13 14; do f=${f#*|}; done; S=${S%"|$f"}
  if [ -L "$p" ]; then case $f in "$p -> "*) f=${f#"$p -> "} ;; *) f=$(readlink -- "$p") ;; esac; printf 'link=%s\n' "$f"; fi
fi
printf 'stat=%s\n' "$S"
if [ -n "$pu" ]; then u=${S#*|}; u=${u%%|*}; U=${S%|*}; U=${U##*|}
  { [ -n "$S" ] && [ "$U" = "$pu" ] && [ "$U" != UNKNOWN ]; } || u=$(id -u -- "$pu" 2>/dev/null)
  printf 'user_id=%s\n' "$u"; fi
if [ -n "$pg" ]; then g=${S#*|*|}; g=${g%%|*}; G=${S##*|}
  if [ -z "$S" ] || [ "$G" != "$pg" ] || [ "$G" = UNKNOWN ]; then
    g=$(getent group "$pg"); g=${g#*:}; g=${g#*:}; g=${g%%:*}; fi
  printf 'group_id=%s\n' "$g"; fi
[ -L "$p" ] && printf 'real=%s\n' "$(readlink -f -- "$p")"
r=-; w=-; x=-; [ -r "$p" ] && r=r; [ -w "$p" ] && w=w; [ -x "$p" ] && x=x; echo "access=$r$w$x"
[ -n "$pt" ] && [ -d "$p" ] && eval "find \"\$p\" ! -type l \\( $pt \\) -printf 'entry=%m|%U|%G|%y|%p\\n'"
if [ -n "$pa" ] && [ -f "$p" ] && { [ -n "$pf" ] || [ ! -L "$p" ]; } && [ -r "$p" ]; then
z=${S#*|*|*|}; z=${z%%|*}; t=; l=
# shellcheck disable=SC2170  # the placeholder is a number once loaded
if [ -n "$pd" ] && [ "$z" -le @SMALL_TEXT_MAX@ ]; then while IFS= read -r l; do t="$t$l
"; done < "$p"; t="$t$l"; fi
# shellcheck disable=SC2170  # the placeholder is a number once loaded
if [ -n "$pd" ] && [ "$z" -le @SMALL_TEXT_MAX@ ] && [ ${#t} -eq "$z" ] && case $t in *[!\ -~'	
']*) false ;; esac; then
  echo "checksum_of_content=$pa"; printf 'text:\n%s' "$t"
elif [ -n "$pd" ] && [ "$pm" = always ]; then
  echo "checksum_of_content=$pa"; echo content:; base64 -w0 < "$p" || exit 1
else
  c=$("${pa}sum" < "$p") || exit 1; c=${c%% *}; echo "checksum=$c"
  # shellcheck disable=SC2170  # the placeholder is a number once loaded
  if [ "$pm" = always ] || { [ "$pm" = ifdiff ] && [ "$c" != "$pq" ] && [ "$z" -le @MAX_DIFF_SIZE@ ]; }; then echo content:; base64 -w0 < "$p" || exit 1
  elif [ "$pm" = ifdiff ] && [ "$c" != "$pq" ]; then echo content_skipped=large; fi
fi
fi
:
else echo absent=1; if [ -n "$pu" ]; then u=${S#*|}; u=${u%%|*}; U=${S%|*}; U=${U##*|}
  { [ -n "$S" ] && [ "$U" = "$pu" ] && [ "$U" != UNKNOWN ]; } || u=$(id -u -- "$pu" 2>/dev/null)
  printf 'user_id=%s\n' "$u"; fi
if [ -n "$pg" ]; then g=${S#*|*|}; g=${g%%|*}; G=${S##*|}
  if [ -z "$S" ] || [ "$G" != "$pg" ] || [ "$G" = UNKNOWN ]; then
    g=$(getent group "$pg"); g=${g#*:}; g=${g#*:}; g=${g%%:*}; fi
  printf 'group_id=%s\n' "$g"; fi; fi
