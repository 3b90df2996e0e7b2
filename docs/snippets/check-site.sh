#!/bin/sh
# Checks that a deployed site answers: its home page, a clean URL and the 404 page.
set -eu
site="${1:-https://docs.example.com}"

#region pages
curl --fail --silent --output /dev/null "$site/"
curl --fail --silent --output /dev/null "$site/start/install"
#endregion pages

status=$(curl --silent --output /dev/null --write-out '%{http_code}' "$site/no-such-page")
[ "$status" = 404 ] || { echo "expected 404, got $status" >&2; exit 1; }
echo "$site is up"
