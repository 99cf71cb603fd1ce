"""lit's internal shell, sending the suite's tool commands to the fork server itself.

With the fork server (test/lit_server.py), a RUN line's `ttopt` or FileCheck is the command
`python -S test/lit_client.py TOOL ARGS...`: lit starts that client (~15 ms of a ~25 ms
command: the interpreter's own start), which hands its standard streams to a server child and
waits for the exit code. `install` (called by lit.cfg.py) has lit's internal shell make a
`ServedPopen` for such a command instead of a process: it does in lit's worker what the client
would do (the same request, test/lit_client.py's `request`) with the descriptors lit would have
given the process, and waits for the exit code as Popen waits for a process. Every other
command, and a client command while no server listens yet, is started as before.

What lit sees is a `subprocess.Popen`: its pipes, `communicate`, `wait` and `returncode` are
Popen's own, over the streams the server child writes. Without a server (a run of one test
before the server listens, TTOPT_LIT_DIRECT=1) or when a per-test timeout is set (lit kills a
timed-out process by its pid; a served command has none here), the client runs as a process.
"""

from __future__ import annotations

import os
import select
import socket
import subprocess
import types

import lit_client


class ServedPopen(subprocess.Popen):
    """A Popen whose command runs in a fork-server child, over `connection` (connected)."""

    def __init__(self, args, *, connection: socket.socket, **options) -> None:
        self._connection = connection
        super().__init__(args, **options)

    def _execute_child(
        self, args, executable, preexec_fn, close_fds, pass_fds, cwd, env, startupinfo, creationflags, shell,
        p2cread, p2cwrite, c2pread, c2pwrite, errread, errwrite, *_,
    ) -> None:
        """What test/lit_client.py does, with the descriptors Popen made for the child (-1:
        this process's own stream, as a child would inherit it). Then, as Popen's own does
        after starting a child, the child's ends of the pipes are closed here: a reader of
        the command's output sees its end when the server child's copies close."""
        try:
            tool, arguments = args[3], [str(argument) for argument in args[4:]]
            environment = os.environ if env is None else env
            streams = [own if fd == -1 else fd for fd, own in ((p2cread, 0), (c2pwrite, 1), (errwrite, 2))]
            lit_client.send_command(self._connection, tool, arguments, cwd or os.getcwd(), environment, streams)
            self._child_created = True
            self.pid = None
        finally:
            self._close_pipe_fds(p2cread, p2cwrite, c2pread, c2pwrite, errread, errwrite)

    def _internal_poll(self, _deadstate=None, *_, **__):
        if self.returncode is None and select.select([self._connection], [], [], 0)[0]:
            self._wait(None)
        return self.returncode

    def _wait(self, timeout):
        if self.returncode is not None:
            return self.returncode
        if timeout is not None and not select.select([self._connection], [], [], timeout)[0]:
            raise subprocess.TimeoutExpired(self.args, timeout)
        code = lit_client.exit_code(self._connection)
        # A child that ended without an exit code: what the client exits with then.
        self.returncode = lit_client.NO_EXIT_CODE if code is None else code
        self._connection.close()
        return self.returncode


def served_or_started(server: str, client: str):
    """lit's `subprocess.Popen`: a ServedPopen for `python -S CLIENT TOOL ...` while the server
    at `server` listens, else the process."""

    def popen(args, **options):
        if len(args) > 3 and args[1] == "-S" and args[2] == client and args[3] != "--wait":
            connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                connection.connect(server)
            except OSError:
                connection.close()
            else:
                return ServedPopen(args, connection=connection, **options)
        return subprocess.Popen(args, **options)

    return popen


def install(test_runner: types.ModuleType, server: str, client: str) -> None:
    """Has lit's internal shell (`test_runner`: lit.TestRunner) make its processes through
    `served_or_started`: its `subprocess` becomes a copy of the module with that Popen."""
    shim = types.ModuleType("subprocess")
    shim.__dict__.update(subprocess.__dict__)
    shim.Popen = served_or_started(server, client)
    test_runner.subprocess = shim
