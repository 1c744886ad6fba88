#!/bin/sh
# Tabletop for Linux: put Tabletop in your own applications menu, or take it out again.
#
#   ./install.sh              copy Tabletop into ~/.local/opt/tabletop and add it to
#                             your menu (with its icon) and to ~/.local/bin
#   ./install.sh --uninstall  remove all of that again; your saved games, settings and
#                             statistics stay where they are
#
# Nothing needs root, and nothing outside your home folder is touched. Tabletop also
# runs without installing: start ./tabletop/tabletop from this folder.
set -eu

name=tabletop
data_home=${XDG_DATA_HOME:-"$HOME/.local/share"}
program_dir="$HOME/.local/opt/$name"
desktop_file="$data_home/applications/$name.desktop"
icon_root="$data_home/icons/hicolor"
command_link="$HOME/.local/bin/$name"
here=$(cd "$(dirname "$0")" && pwd)

refresh_menus() {
    # Desktops that keep caches of menus and icons pick the change up sooner; without
    # these tools they notice on their own.
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$data_home/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$icon_root/index.theme" ]; then
        gtk-update-icon-cache -q -t "$icon_root" 2>/dev/null || true
    fi
}

uninstall() {
    removed=0
    # Only a folder that looks like an installed Tabletop is removed.
    if [ -x "$program_dir/$name" ] && [ -d "$program_dir/_internal" ]; then
        rm -rf "$program_dir"
        removed=1
    fi
    rm -f "$desktop_file"
    for icon in "$icon_root"/*/apps/"$name".png "$icon_root"/scalable/apps/"$name".svg; do
        if [ -e "$icon" ]; then rm -f "$icon"; fi
    done
    if [ -L "$command_link" ] && [ "$(readlink "$command_link")" = "$program_dir/$name" ]; then
        rm -f "$command_link"
    fi
    refresh_menus
    if [ "$removed" = 1 ]; then
        echo "Tabletop is uninstalled. Your saved games, settings and statistics are still in"
        echo "${XDG_DATA_HOME:-~/.local/share}/Tabletop and ${XDG_CONFIG_HOME:-~/.config}/Tabletop;"
        echo "delete those folders too if you want them gone."
    else
        echo "Tabletop was not installed in $program_dir; its menu entry and icons are removed."
    fi
}

install() {
    case "$program_dir" in
        *[\"\`\$\\%]*)
            # A menu entry's command line would need these characters escaped.
            echo "install.sh: cannot install under $program_dir: its name holds one of" >&2
            echo "the characters \" \` \$ \\ %" >&2
            exit 1 ;;
    esac
    if [ ! -x "$here/$name/$name" ]; then
        echo "install.sh: $here/$name/$name is missing; run install.sh from the unpacked" >&2
        echo "Tabletop folder." >&2
        exit 1
    fi
    if [ -x "$program_dir/$name" ] && [ -d "$program_dir/_internal" ]; then
        rm -rf "$program_dir"  # an older version
    fi
    mkdir -p "$program_dir" "$data_home/applications" "$HOME/.local/bin"
    cp -R "$here/$name/." "$program_dir/"
    cp "$here/install.sh" "$program_dir/install.sh"
    chmod +x "$program_dir/install.sh"
    (cd "$here/icons/hicolor" && find . -name "$name.*" -type f) | while read -r icon; do
        mkdir -p "$icon_root/$(dirname "$icon")"
        cp "$here/icons/hicolor/$icon" "$icon_root/$icon"
    done
    # The menu entry starts this copy by its full path, quoted, as a path may hold spaces.
    escaped=$(printf '%s' "$program_dir/$name" | sed -e 's/[&|]/\\&/g')
    sed -e "s|^Exec=.*|Exec=\"$escaped\"|" "$here/$name.desktop" > "$desktop_file"
    if [ ! -e "$command_link" ] || [ -L "$command_link" ]; then
        ln -sf "$program_dir/$name" "$command_link"
    fi
    refresh_menus
    echo "Tabletop is installed in $program_dir: it is in your applications menu, and"
    echo "'$name' starts it from a terminal when ~/.local/bin is on your PATH."
    echo "To remove it: $program_dir/install.sh --uninstall"
}

case "${1:-}" in
    "") install ;;
    --uninstall) uninstall ;;
    -h | --help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//' ;;
    *) echo "install.sh: unknown option '$1' (use --uninstall, or nothing to install)" >&2
       exit 2 ;;
esac
