#!/bin/sh
# Writes a marker into the directory given.
echo "installed by $(id -un) into $1" > "$1/installed"
chmod 0600 "$1/installed"
