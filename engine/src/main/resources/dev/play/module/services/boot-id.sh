#!/bin/sh
# reboot's default boot_time_command (RebootModule.BOOT_ID): the boot id, and PID 1's start
# time in clock ticks; either changes across a reboot.
cat /proc/sys/kernel/random/boot_id; sed 's/.*) //' /proc/1/stat | cut -d' ' -f20
