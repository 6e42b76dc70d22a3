#!/bin/sh
# The persistent shell's loop (ShellServer says what it speaks), run as sh -c.
# @NONCE@ is spliced in: the loop's hex nonce (ShellServer.script), which marks its lines;
# it holds only [0-9a-f], so it needs no quoting.
PLAY_SH_U=$(umask); umask 077
for PLAY_SH_D in "${TMPDIR:-/tmp}"/.play-shell.*; do
  PLAY_SH_P=${PLAY_SH_D##*/.play-shell.}; PLAY_SH_P=${PLAY_SH_P%%.*}
  [ -d "$PLAY_SH_D" ] && [ -O "$PLAY_SH_D" ] && ! kill -0 "$PLAY_SH_P" 2>/dev/null && rm -rf "$PLAY_SH_D"
done
PLAY_SH_T=$(mktemp -d "${TMPDIR:-/tmp}/.play-shell.$$.XXXXXX") || exit 97
trap 'rm -rf "$PLAY_SH_T"' EXIT; trap 'exit 129' HUP INT TERM PIPE
PLAY_SH_dir() { mkdir -m 700 "$PLAY_SH_T" 2>/dev/null; }
PLAY_SH_I=$(LC_ALL=C id) || exit 97
PLAY_SH_UID=${PLAY_SH_I#uid=}; PLAY_SH_UID=${PLAY_SH_UID%%[!0-9]*}
PLAY_SH_GID=${PLAY_SH_I#* gid=}; PLAY_SH_GID=${PLAY_SH_GID%%[!0-9]*}
PLAY_SH_UN=; PLAY_SH_GN=
case $PLAY_SH_I in "uid=$PLAY_SH_UID("*) PLAY_SH_UN=${PLAY_SH_I#*\(}; PLAY_SH_UN=${PLAY_SH_UN%%\)*} ;; esac
case $PLAY_SH_I in *" gid=$PLAY_SH_GID("*) PLAY_SH_GN=${PLAY_SH_I#* gid=*\(}; PLAY_SH_GN=${PLAY_SH_GN%%\)*} ;; esac
PLAY_SH_E="$PLAY_SH_U|$PLAY_SH_UID|$PLAY_SH_GID|$PLAY_SH_UN|$PLAY_SH_GN"
PLAY_SH_begin() { exec 3> "$PLAY_SH_T/s"; printf "PLAY_ENV='%s'; umask %s; " "$PLAY_SH_E" "$PLAY_SH_U" >&3; }
PLAY_SH_begin; PLAY_SH_N=0
printf 'READY-%s\n' @NONCE@
# A request ends with a line that starts with the nonce and ends with the answer's token
# (ShellServer): the token marks the answer, so output cannot forge its frame.
# shellcheck disable=SC1091  # what is sourced is a request, written by this loop at run time
while IFS= read -r PLAY_SH_L; do
  case $PLAY_SH_L in
  "@NONCE@ "*|@NONCE@:*)
    exec 3>&-; PLAY_SH_N=$((PLAY_SH_N + 1)); PLAY_SH_K=${PLAY_SH_L##* }
    case $PLAY_SH_L in
    *:*) PLAY_SH_C=${PLAY_SH_L#*:}; head -c "${PLAY_SH_C%% *}" | { sh "$PLAY_SH_T/s" > "$PLAY_SH_T/o$PLAY_SH_N" 2> "$PLAY_SH_T/e$PLAY_SH_N"; PLAY_SH_R=$?; while IFS= read -r PLAY_SH_X || [ -n "$PLAY_SH_X" ]; do :; done; exit $PLAY_SH_R; } ;;
    *) sh "$PLAY_SH_T/s" < /dev/null > "$PLAY_SH_T/o$PLAY_SH_N" 2> "$PLAY_SH_T/e$PLAY_SH_N" ;;
    esac
    PLAY_SH_R=$?
    if { printf '%s\n' "$PLAY_SH_K" > "$PLAY_SH_T/h" && printf '\n%s-E\n' "$PLAY_SH_K" > "$PLAY_SH_T/sep" &&
      printf '\n%s-X %s\n' "$PLAY_SH_K" $PLAY_SH_R > "$PLAY_SH_T/x"; } 2>/dev/null; then
      cat "$PLAY_SH_T/h" "$PLAY_SH_T/o$PLAY_SH_N" "$PLAY_SH_T/sep" "$PLAY_SH_T/e$PLAY_SH_N" "$PLAY_SH_T/x"
    else printf '%s\n\n%s-E\n\n%s-X %s\n' "$PLAY_SH_K" "$PLAY_SH_K" "$PLAY_SH_K" $PLAY_SH_R; PLAY_SH_dir || exit 97; fi
    [ $((PLAY_SH_N % 64)) -ne 0 ] || rm -f "$PLAY_SH_T"/o[0-9]* "$PLAY_SH_T"/e[0-9]*
    PLAY_SH_begin ;;
  @NONCE@.*)
    exec 3>&-; PLAY_SH_K=${PLAY_SH_L#*.}; PLAY_SH_O=$(trap 'printf x' EXIT; . "$PLAY_SH_T/s" < /dev/null 2> "$PLAY_SH_T/e")
    PLAY_SH_R=$?; PLAY_SH_O=${PLAY_SH_O%x}
    if [ -s "$PLAY_SH_T/e" ]; then printf '%s\n%s\n%s-E\n' "$PLAY_SH_K" "$PLAY_SH_O" "$PLAY_SH_K"; cat "$PLAY_SH_T/e"; printf '\n%s-X %s\n' "$PLAY_SH_K" $PLAY_SH_R;
    else printf '%s\n%s\n%s-E\n\n%s-X %s\n' "$PLAY_SH_K" "$PLAY_SH_O" "$PLAY_SH_K" "$PLAY_SH_K" $PLAY_SH_R; fi
    PLAY_SH_O=; PLAY_SH_begin ;;
  @NONCE@=)
    exec 3>&-; . "$PLAY_SH_T/s" < /dev/null > /dev/null 2>&1; umask 077; PLAY_SH_begin ;;
  *) printf '%s\n' "$PLAY_SH_L" >&3 ;;
  esac
done
