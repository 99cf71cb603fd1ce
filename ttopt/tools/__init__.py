"""Command-line tools besides the `ttopt` driver (`python -m ttopt.tools.<name>`)."""
