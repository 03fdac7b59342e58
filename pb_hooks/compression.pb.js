/// <reference path="../pb_data/types.d.ts" />
// Compression: PocketBase's own (Go) gzip middleware on every response the client accepts gzip for
// (the SPA's JS/CSS/HTML, JSON lists). It flushes, so realtime SSE on /api/realtime still streams.
// Cache-Control for the SPA files is set by request_middleware.pb.js, the one JS middleware that
// already looks at each path (a second JS middleware would cost every request a VM hop).
// Middlewares of equal priority run in the order their files happen to load, which PocketBase does
// not fix: a priority below the JS middleware's (0) keeps gzip around everything it writes, the
// visitor cache's answers included.

const gzip = $apis.gzip()
gzip.priority = -1
routerUse(gzip)
