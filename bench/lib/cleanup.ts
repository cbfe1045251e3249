/**
 * Everything the bench starts (database, servers, browser) registers how to stop it here. The stack runs in reverse
 * order on a normal end, on Ctrl-C / SIGTERM, on a crash, and when the run's deadline passes, so no process is
 * left behind.
 */
type StopAction = { label: string; stop: () => Promise<void> | void };

const actions: StopAction[] = [];
let running: Promise<void> | null = null;

export function onCleanup(label: string, stop: StopAction['stop']): () => void {
  const action = { label, stop };
  actions.push(action);
  return () => {
    const index = actions.indexOf(action);
    if (index >= 0) actions.splice(index, 1);
  };
}

/** Runs (once) every registered stop action, newest first, each bounded so one stuck step cannot hang the rest. */
export function cleanUp(): Promise<void> {
  running ??= (async () => {
    while (actions.length > 0) {
      const action = actions.pop()!;
      try {
        await withTimeout(Promise.resolve(action.stop()), 30_000, action.label);
      } catch (error) {
        console.error(`bench: stopping ${action.label} failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return running;
}

function withTimeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<T>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${label} did not stop within ${ms / 1000} s`)), ms);
    }),
  ]);
}

/** Stops everything and exits on signals and when the whole run takes longer than `deadlineSeconds`. */
export function installExitHandlers(deadlineSeconds: number) {
  const abort = (reason: string, code: number) => {
    console.error(`\nbench: ${reason}, stopping everything...`);
    void cleanUp().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => abort('interrupted', 130));
  process.once('SIGTERM', () => abort('terminated', 143));
  setTimeout(() => abort(`deadline of ${Math.round(deadlineSeconds / 60)} minutes passed`, 124), deadlineSeconds * 1000).unref();
}
