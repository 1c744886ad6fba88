#!/usr/bin/env bash
# The Linux download, checked the way a player meets it, after `pyinstaller build.spec`:
# packed as a tar.gz, unpacked into a fresh folder, installed for a throw-away user and
# removed again, smoke-run in a real X window (Xvfb), made to draw the README's
# screenshots, started without the system's C++ runtime (silent, not broken), and timed.
# .ci/run sources it (its steps then join the run's step times);
# .github/workflows/release.yml runs it with bash. Leaves $archive set to the tar.gz.
set -euo pipefail
if ! declare -F step >/dev/null; then
    step() { printf '\n== %s\n' "$1"; }
fi

step "packaged build: size, notices, lean start, newest C library needed"
# The one-dir's size (75 MiB at most), its notices, and nothing of the lean-start list.
uv run python .ci/bundle.py dist/tabletop --toc build/build/PYZ-00.toc --max-mib 75
# The download must start on Ubuntu 22.04, whose C library is glibc 2.35.
uv run python .ci/glibc.py dist/tabletop --max 2.35

step "Linux download: pack, unpack into a fresh folder, install for a new user"
archive=$(uv run python release/linux_archive.py)
ls -l "$archive"
unpacked=$(mktemp -d)
tar -xzf "$archive" -C "$unpacked"
download=$(find "$unpacked" -mindepth 1 -maxdepth 1 -type d)
"$download/tabletop/tabletop" --version
desktop-file-validate "$download/tabletop.desktop"
[ -s "$download/THIRD-PARTY-NOTICES.txt" ]
player=$(mktemp -d)
HOME=$player XDG_DATA_HOME='' "$download/install.sh"
desktop-file-validate "$player/.local/share/applications/tabletop.desktop"
[ -f "$player/.local/share/icons/hicolor/48x48/apps/tabletop.png" ]
"$player/.local/bin/tabletop" --version
HOME=$player XDG_DATA_HOME='' "$player/.local/opt/tabletop/install.sh" --uninstall
if [ -e "$player/.local/opt/tabletop" ] || [ -e "$player/.local/bin/tabletop" ] \
    || [ -e "$player/.local/share/applications/tabletop.desktop" ]; then
    echo "install.sh --uninstall left Tabletop behind" >&2
    exit 1
fi

step "unpacked download: smoke run in a real X window"
smoke_dir=$(mktemp -d)
xvfb-run -a -s '-screen 0 1280x720x24' env SDL_VIDEODRIVER=x11 SDL_AUDIODRIVER=dummy \
    "$download/tabletop/tabletop" --smoke "$smoke_dir"
count=$(find "$smoke_dir" -name '*.png' | wc -l)
echo "smoke screenshots: $count"
[ "$count" -ge 6 ]

step "unpacked download: the README's screenshots, made again in a real X window"
shots=$(mktemp -d)
xvfb-run -a -s '-screen 0 1280x720x24' env SDL_VIDEODRIVER=x11 SDL_AUDIODRIVER=dummy \
    "$download/tabletop/tabletop" --screenshots "$shots"
uv run python .ci/screenshots.py "$shots" assets/screenshots

step "unpacked download: silent where the system has no C++ runtime for the mixer"
# The bundle leaves libstdc++ to the system (only MIDI's libfluidsynth needs it). Hide the
# system's in a private mount namespace: the program must still start, without sound.
runtime=$(find /usr/lib /lib -name 'libstdc++.so.6' 2>/dev/null | head -n 1)
if [ -n "$runtime" ] && unshare -m true 2>/dev/null; then
    # shellcheck disable=SC2016  # $1 and $@ are the inner shell's, not this one's
    unshare -m sh -c 'mount --bind /dev/null "$1" && shift && exec "$@"' - "$runtime" \
        env SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy TABLETOP_USER_DIR="$(mktemp -d)" \
        "$download/tabletop/tabletop" --first-frame 2>&1 | tee "$smoke_dir/silent.log"
    grep -q "first-menu-frame" "$smoke_dir/silent.log"
    grep -q "mixer could not be loaded" "$smoke_dir/silent.log"
else
    echo "skipped: no libstdc++ found, or no private mount namespace on this machine"
fi

step "unpacked download: start-up time (informational)"
uv run python .ci/startup.py "$download/tabletop/tabletop"

