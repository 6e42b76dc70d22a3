# The end state AnsibleParityTest compares: the workspace files (type, mode, owner, content), the
# images by tag, the network's settings, and each container's configuration as docker inspect
# reports it, normalised: no IDs, timestamps or generated names; lists sorted; an unset list
# and an empty one alike (the API and the docker CLI store them differently). Python 3 is on
# both hosts (for Ansible), so it reads docker inspect's JSON.
echo "--- files"; for p in /home/mlops /home/mlops/workspace /home/mlops/workspace/checkpoints /home/mlops/workspace/trainer.env; do
  echo "$p $(stat -c '%F %a %U %G' "$p")"; done
cat /home/mlops/workspace/trainer.env
echo "--- images"; docker image ls --format '{{.Repository}}:{{.Tag}}' | sort
echo "--- network"; docker network inspect trainnet --format '{{json .}}' | python3 -c '
import json, sys
n = json.load(sys.stdin)
print(n["Name"], n["Driver"], "internal", n["Internal"], "attachable", n["Attachable"], "ipv6", n["EnableIPv6"])
print("ipam", n["IPAM"]["Driver"], json.dumps(n["IPAM"]["Config"], sort_keys=True))
print("labels", json.dumps(n["Labels"] or {}, sort_keys=True), "options", json.dumps(n["Options"] or {}, sort_keys=True))
print("containers", sorted(c["Name"] + " " + c["IPv4Address"] for c in n["Containers"].values()))
'
for c in torch-runner metrics; do
  echo "--- container $c"
  docker container inspect "$c" --format '{{json .}}' | python3 -c '
import json, sys
c = json.load(sys.stdin)
cfg, host, short = c["Config"], c["HostConfig"], c["Id"][:12]
def show(*keys, src=host):
    print(" ".join("%s=%s" % (k, json.dumps(src.get(k) or None, sort_keys=True)) for k in keys))
print("name", c["Name"], "image", cfg["Image"], "running", c["State"]["Running"], "status", c["State"]["Status"])
show("Cmd", "Entrypoint", "User", "WorkingDir", "Tty", "OpenStdin", "Labels", src=cfg)
print("Env", sorted(cfg["Env"] or []), "Volumes", sorted(cfg["Volumes"] or {}))
print("Binds", sorted(host["Binds"] or []))
print("Mounts", sorted((m["Type"], m["Source"], m["Destination"], m["Mode"], m["RW"]) for m in c["Mounts"]))
show("RestartPolicy", "NetworkMode", "IpcMode", "PidMode", "Init", "ReadonlyRootfs", "Privileged", "AutoRemove")
show("PortBindings", "LogConfig", "Runtime", "ShmSize", "Memory", "NanoCpus")
print("Ulimits", sorted(json.dumps(u, sort_keys=True) for u in host["Ulimits"] or []))
for k in ("ExtraHosts", "CapAdd", "CapDrop", "Dns", "SecurityOpt", "Devices"):
    print(k, sorted(json.dumps(x, sort_keys=True) for x in host[k] or []))
for name, n in sorted(c["NetworkSettings"]["Networks"].items()):
    print("network", name, n["IPAddress"], json.dumps(n["IPAMConfig"] or {}, sort_keys=True),
          "aliases", sorted(a for a in n["Aliases"] or [] if a != short))
'
done
