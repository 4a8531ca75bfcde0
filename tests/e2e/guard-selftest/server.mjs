import http from 'node:http'
const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`
http
  .createServer((req, res) => {
    const url = new URL(req.url, 'http://x')
    res.setHeader('content-type', 'text/html')
    if (url.pathname === '/healthz') return res.end('ok')
    if (url.pathname === '/bad')
      return res.end(page('Bad', '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' + '<input type="text">'))
    if (url.pathname === '/wide')
      return res.end(page('Wide', '<div class="history" style="min-width:600px">a row wider than a phone</div>'))
    if (url.pathname === '/spa')
      return res.end(
        page(
          'Spa',
          '<p><a href="/good" style="display:inline-block;padding:20px">g</a></p><button id="b" style="padding:20px" onclick="history.pushState({}, \'\', \'/virtual\')">Go</button>',
        ),
      )
    return res.end(page('Good ' + url.pathname, '<p>fine</p><a href="/good2">next</a>'))
  })
  .listen(Number(process.env.SELFTEST_PORT), '127.0.0.1')
