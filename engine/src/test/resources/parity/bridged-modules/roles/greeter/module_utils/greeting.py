def render(name):
    return "hello, %s\n" % name
