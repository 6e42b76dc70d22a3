#!/bin/sh
# The umask, ids and names a probe runs as: from PLAY_ENV when a persistent shell set it
# (no process started), else asked of umask and id (FileProbe.ENV_LINE).
printf 'env=%s\n' "${PLAY_ENV:-$(umask)|$(id -u)|$(id -g)|$(id -un)|$(id -gn)}"
