; Inno Setup 6 script for Tabletop's Windows installer, made from the one-dir build:
;
;   iscc /DAppVersion=0.1.0 /DSourceDir=dist\tabletop /DIconFile=build\build\icons\tabletop.ico
;        /DOutputDir=dist release\windows\tabletop.iss
;
; -> dist\tabletop-<version>-windows-x64-setup.exe. It installs for the current user by
; default (no administrator prompt; the player may choose all users instead), adds a
; Start-menu entry and, if asked, a desktop one, and registers an uninstaller in
; Settings > Apps. Uninstalling leaves the player's saves, settings and statistics in
; %LOCALAPPDATA%\Tabletop. .github/workflows/release.yml runs this on Windows.

#ifndef AppVersion
  #error Pass the version: /DAppVersion=...
#endif
#ifndef SourceDir
  #error Pass the one-dir: /DSourceDir=dist\tabletop
#endif
#ifndef IconFile
  #error Pass the icon build.spec made: /DIconFile=build\build\icons\tabletop.ico
#endif
#ifndef OutputDir
  #define OutputDir "."
#endif

[Setup]
; The same AppId in every version, so a new one upgrades the installed one in place.
AppId={{49DC877E-61C2-4B75-8D72-761F6CE59D25}
AppName=Tabletop
AppVersion={#AppVersion}
AppVerName=Tabletop {#AppVersion}
AppPublisher=Tabletop
VersionInfoVersion={#AppVersion}
VersionInfoProductName=Tabletop
VersionInfoDescription=Tabletop setup
DefaultDirName={autopf}\Tabletop
DefaultGroupName=Tabletop
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
; The program is 64-bit only (the Python it carries is).
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\tabletop.exe
UninstallDisplayName=Tabletop
WizardStyle=modern
Compression=lzma2
SolidCompression=yes
OutputDir={#OutputDir}
OutputBaseFilename=tabletop-{#AppVersion}-windows-x64-setup
; A running Tabletop is asked to close before its files are replaced.
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
; Korean, as the program speaks it, where this Inno Setup carries the translation.
#if FileExists(AddBackslash(CompilerPath) + "Languages\Korean.isl")
Name: "korean"; MessagesFile: "compiler:Languages\Korean.isl"
#endif

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An older version's bundled files, so no stale library outlives an upgrade.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\Tabletop"; Filename: "{app}\tabletop.exe"; WorkingDir: "{app}"
Name: "{autodesktop}\Tabletop"; Filename: "{app}\tabletop.exe"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\tabletop.exe"; Description: "{cm:LaunchProgram,Tabletop}"; Flags: nowait postinstall skipifsilent
