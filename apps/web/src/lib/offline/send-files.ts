// The files of a send kept offline (docs/decisions/0030-offline-app.md): a listing's pictures cannot go into
// local storage beside the queue (strings only, about 5 MB), so they wait in IndexedDB, which keeps File
// objects as they are, under the send's key. The queue entry stays the one record of what is to be sent.

const DATABASE = 'ikaze-outbox';
const STORE = 'files';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(DATABASE));
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error(DATABASE));
      transaction.onabort = () => reject(transaction.error ?? new Error(DATABASE));
    });
  } finally {
    database.close();
  }
}

/** Keeps the files of the send `key`, in order. Throws when the browser refuses (private mode, no space). */
export async function keepSendFiles(key: string, files: readonly File[]): Promise<void> {
  await run('readwrite', (store) => store.put([...files], key));
}

/** The files kept for the send `key` (none if nothing was kept). */
export async function sendFiles(key: string): Promise<File[]> {
  const files = await run<unknown>('readonly', (store) => store.get(key));
  return Array.isArray(files) ? files.filter((file): file is File => file instanceof Blob) : [];
}

/** Drops the files of a send that left the queue. */
export async function forgetSendFiles(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
}
