"""play's filter plugin helper: runs the filters of a role's or a playbook's filter_plugins/.

Started once per run by play (dev.play.filterplugin.PythonFilterPlugins), on first use, with the
controller's Python (the one with ansible-core when there is one, so that a plugin may import
it). It prints {"ready": PYTHON_VERSION}, then reads requests, one JSON object per line, and
answers each with one JSON line:
  {"names": FILE}                                    -> {"names": [NAME, ...]}
      the filters FILE's FilterModule().filters() gives, as Ansible's plugin loader reads them
  {"call": FILE, "name": NAME, "value": V, "args": [...], "kwargs": {...}}
                                                      -> {"value": RESULT}
  either may answer {"error": MESSAGE}.
Values travel as JSON; a result that JSON has no type for is given as Ansible would template it:
a set or tuple as a list, anything else as its text.
"""
import importlib.util
import json
import os
import sys

FILTERS = {}


def filters(path):
    """The filters of the plugin file PATH, loaded once."""
    if path not in FILTERS:
        directory = os.path.dirname(path)
        if directory not in sys.path:
            sys.path.insert(0, directory)
        name = "play_filter_plugin_%d" % len(FILTERS)
        spec = importlib.util.spec_from_file_location(name, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        if not hasattr(module, "FilterModule"):
            FILTERS[path] = {}
        else:
            FILTERS[path] = dict(module.FilterModule().filters())
    return FILTERS[path]


def jsonable(value):
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    return str(value)


def answer(request):
    if "names" in request:
        return {"names": sorted(filters(request["names"]))}
    fn = filters(request["call"]).get(request["name"])
    if fn is None:
        return {"error": "%s has no filter %s" % (request["call"], request["name"])}
    return {"value": fn(request["value"], *request.get("args", []), **request.get("kwargs", {}))}


def main():
    sys.stdout.write(json.dumps({"ready": sys.version.split()[0]}) + "\n")
    sys.stdout.flush()
    for line in sys.stdin:
        try:
            out = json.dumps(answer(json.loads(line)), default=jsonable)
        except Exception as e:  # the plugin's own error, as Ansible reports it
            out = json.dumps({"error": "%s: %s" % (type(e).__name__, e)})
        sys.stdout.write(out + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
