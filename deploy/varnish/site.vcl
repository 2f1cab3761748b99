# Varnish in front of the site (issue 40, docs/deploy.md): pages are kept
# until the site purges them by key, browsers still revalidate, and a site
# that is down is covered by what the cache holds. scripts/varnish.ts and the
# tests fill in the three {{…}} values; on a server, write them in by hand.
vcl 4.1;

import std;
import xkey;

backend site {
  .host = "{{BACKEND_HOST}}";
  .port = "{{BACKEND_PORT}}";
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
  # Asked every second: a site that stops answering is marked sick within three, and the cache serves what it has.
  .probe = {
    .url = "/robots.txt";
    .interval = 1s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
  }
}

# Purges come from the site's own instances (loopback here; add their network on a server) with the shared token.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers || req.http.X-Purge-Token != "{{PURGE_TOKEN}}") {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "Name the keys to purge in xkey-purge"));
    }
    set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.X-Purged));
  }
  # The cache's own marks are never taken from a client.
  unset req.http.X-Purged;
  # One stored copy per encoding the site sends (it compresses pages itself, brotli first): not one per browser's header.
  if (req.http.Accept-Encoding ~ "\bbr\b") {
    set req.http.Accept-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
    set req.http.Accept-Encoding = "gzip";
  } else {
    unset req.http.Accept-Encoding;
  }
  # While the site is up, a copy past its time is served at most 10 s while a fresh one is fetched; while it is
  # down, the day of grace the copy was kept with.
  if (std.healthy(req.backend_hint)) {
    set req.grace = 10s;
  }
  # Anything else (forms, a preview's cookie, a query string) follows Varnish's own rules: cookies pass to the site.
}

sub vcl_backend_response {
  # A kept page says how long this cache may keep it (Surrogate-Control: the site purges it when it changes);
  # browsers and other caches go by Cache-Control, which this cache leaves as it is.
  if (beresp.http.Surrogate-Control ~ "max-age=\d+") {
    set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, ".*max-age=(\d+).*", "\1s"), 60s);
    unset beresp.http.Surrogate-Control;
  }
  # While the site is down (or slow to make a page again), what the cache has is served for a day.
  set beresp.grace = 24h;
}

sub vcl_deliver {
  # The keys are for this cache; a client sees whether it was served from it (and Age, how long it has kept it).
  unset resp.http.xkey;
  if (obj.hits > 0) {
    set resp.http.X-Cache = "hit";
  } else {
    set resp.http.X-Cache = "miss";
  }
}
