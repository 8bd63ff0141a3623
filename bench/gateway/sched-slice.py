# Sets the scheduler's time slice of the given processes (sched_attr.sched_runtime, which Linux 6.12 and later take
# as the slice of an ordinary task: 0 gives back the default), keeping their policy and nice. run.mjs uses it for
# PostgreSQL's processes; Node has no call for it. Usage: python3 sched-slice.py SLICE_NS PID...
import ctypes, struct, sys

libc = ctypes.CDLL(None, use_errno=True)
SYS_SCHED_SETATTR, SYS_SCHED_GETATTR = 314, 315  # x86_64
FMT, SIZE = '=IIQiIQQQ', 48  # struct sched_attr, first version

slice_ns = int(sys.argv[1])
for pid in map(int, sys.argv[2:]):
    buf = ctypes.create_string_buffer(SIZE)
    if libc.syscall(SYS_SCHED_GETATTR, pid, buf, SIZE, 0) != 0:
        continue  # exited
    _, policy, flags, nice, prio, _, _, _ = struct.unpack(FMT, buf.raw[:SIZE])
    libc.syscall(SYS_SCHED_SETATTR, pid, ctypes.create_string_buffer(struct.pack(FMT, SIZE, policy, flags, nice, prio, slice_ns, 0, 0), SIZE), 0)
