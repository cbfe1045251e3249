// Preloaded (node --import) into the servers the bench starts: if the bench process dies without stopping them
// (SIGKILL, a crash in a native module), they notice their parent is gone and shut down through their own SIGTERM
// handler instead of lingering on the machine.
const parentPid = process.ppid;

setInterval(() => {
  if (process.ppid !== parentPid) process.kill(process.pid, 'SIGTERM');
}, 1000).unref();
