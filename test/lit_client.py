"""The command the lit suite runs in place of `ttopt` (and `ttopt-compile`, `ttopt-translate`,
`ttopt-layout`, and its FileCheck, as tool `filecheck`) while its fork server runs
(test/lit_server.py, started by lit.cfg.py): `python -S lit_client.py TOOL ARGS...`.

It hands the server its standard streams (the file descriptors themselves), working
directory, environment and arguments, waits for the tool's exit code and exits with it. It
imports nothing but `os`, `socket`, `struct` and `sys`, so that it starts in a few milliseconds.
"""

import _socket
import os
import struct
import sys

# What a command that the server could not finish exits with (EX_SOFTWARE).
NO_EXIT_CODE = 70


def request(tool: str, arguments: list[str], cwd: str, environment) -> bytes:
    """The request after its length: NUL-separated fields (no field holds a NUL: they are C
    strings): the tool, the working directory, the argument count, the arguments, then each
    environment variable as NAME=VALUE."""
    fields = [tool, cwd, str(len(arguments)), *arguments]
    fields += [f"{name}={value}" for name, value in environment.items()]
    return "\0".join(fields).encode("utf-8", "surrogateescape")


def wait_for_server(seconds: float = 300) -> int:
    """`lit_client.py --wait`: returns once the server listens (its socket exists: it binds
    just before it listens), or after `seconds`; for tests that must go through it."""
    import time

    deadline = time.monotonic() + seconds
    while not os.path.exists(os.environ["TTOPT_LIT_SERVER"]) and time.monotonic() < deadline:
        time.sleep(0.05)
    time.sleep(0.05)
    return 0


def send_command(connection, tool: str, arguments: list[str], cwd: str, environment, streams) -> None:
    """The request on `connection` (a connected socket): its length, carrying the command's
    three standard streams' descriptors (socket.send_fds, spelled out), then the request."""
    payload = request(tool, arguments, cwd, environment)
    rights = [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS, struct.pack("3i", *streams))]
    connection.sendmsg([struct.pack("!Q", len(payload))], rights)
    connection.sendall(payload)


def read_exactly(connection, size: int) -> bytes:
    """`size` bytes from `connection`, or fewer if it closes first."""
    data = b""
    while len(data) < size:
        chunk = connection.recv(size - len(data))
        if not chunk:
            break
        data += chunk
    return data


def exit_code(connection) -> int | None:
    """The exit code the server's child sends once its command ends (None: it ended without
    sending one)."""
    reply = read_exactly(connection, 4)
    return struct.unpack("!i", reply)[0] if len(reply) == 4 else None


def main() -> int:
    if sys.argv[1:] == ["--wait"]:
        return wait_for_server()
    tool, arguments = sys.argv[1], sys.argv[2:]
    connection = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        connection.connect(os.environ["TTOPT_LIT_SERVER"])
    except OSError:  # no server listening (yet)
        if tool == "filecheck":  # lit's FileCheck: the runner beside this file
            runner = os.path.join(os.path.dirname(os.path.abspath(__file__)), "filecheck_runner.py")
            os.execv(sys.executable, [sys.executable, "-S", runner, *arguments])
        os.execvp(tool, [tool, *arguments])
    send_command(connection, tool, arguments, os.getcwd(), os.environ, (0, 1, 2))
    code = exit_code(connection)
    if code is None:
        sys.stderr.write(f"lit_client: the ttopt server ended `{tool}` without an exit code\n")
        return NO_EXIT_CODE
    return code


if __name__ == "__main__":
    os._exit(main())
