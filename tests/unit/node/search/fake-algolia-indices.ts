/**
 * Indices kept in memory behind the fake Algolia server (tests/unit/client/search/fake-algolia-server.ts):
 * just enough of Algolia's write API for replaceAllObjects.
 */
import type { RecordedRequest } from '../../client/search/fake-algolia-server';

/** The indices, and the fake server's handler that reads and writes them: settings, batches, copy/move, tasks. */
export function fakeIndices() {
  const indices = new Map<string, { objects: Map<string, unknown>; settings: Record<string, unknown> }>();
  const index = (name: string) => {
    if (!indices.has(name)) indices.set(name, { objects: new Map(), settings: {} });
    return indices.get(name)!;
  };
  let task = 0;
  const done = () => ({ status: 200, body: { taskID: ++task, updatedAt: new Date().toISOString() } });
  const handle = ({ method, path, json }: RecordedRequest) => {
    const [, , , name, action, id] = path.split('/');
    if (method === 'GET' && action === 'task')
      return { status: 200, body: { status: 'published', pendingTask: false, taskID: Number(id) } };
    if (method === 'PUT' && action === 'settings') {
      Object.assign(index(name).settings, json);
      return done();
    }
    if (method === 'POST' && action === 'batch') {
      for (const request of json.requests) index(name).objects.set(request.body.objectID, request.body);
      return {
        status: 200,
        body: { taskID: ++task, objectIDs: json.requests.map((r: { body: { objectID: string } }) => r.body.objectID) },
      };
    }
    if (method === 'POST' && action === 'operation') {
      const source = index(name);
      // a scoped copy (settings, rules, synonyms) leaves the destination's records alone
      if (json.operation === 'copy' && json.scope) Object.assign(index(json.destination).settings, source.settings);
      else if (json.operation === 'copy')
        indices.set(json.destination, { objects: new Map(source.objects), settings: { ...source.settings } });
      else {
        indices.set(json.destination, source);
        indices.delete(name);
      }
      return done();
    }
    if (method === 'DELETE' && !action) {
      indices.delete(name);
      return done();
    }
    return { status: 404, body: { message: `fake has no ${method} ${path}`, status: 404 } };
  };
  return { indices, handle };
}
