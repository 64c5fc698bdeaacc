; Windows installer of Caramba Desktop (NSIS 3, Modern UI 2).
;
; Installs for the current user only, without administrator rights, into
; %LOCALAPPDATA%\Programs\<name>, with a Start menu entry and an uninstaller
; (Settings > Apps). Speaks English, German, French or Swedish: NSIS takes the
; system's language when it is one of them, else the first (English).
;
; Everything about the app comes from caramba_desktop/meta.py, passed as defines
; (see .github/workflows/package.yml):
;
;   makensis /DAPP_NAME=<APP_NAME> /DAPP_ID=<APP_ID> /DEXECUTABLE=<EXECUTABLE>
;            /DBOT_EXECUTABLE=<BOT_EXECUTABLE> /DVERSION=<VERSION> /DORGANIZATION=<ORGANIZATION>
;            /DBUILD_DIR=<the PyInstaller folder> /DICON=<.ico, made by the spec>
;            /DOUTFILE=<setup .exe> packaging\windows\installer.nsi

Unicode true

!macro Require NAME
  !ifndef ${NAME}
    !error "define ${NAME} (/D${NAME}=...): see the head of this file"
  !endif
!macroend
!insertmacro Require APP_NAME
!insertmacro Require APP_ID
!insertmacro Require EXECUTABLE
!insertmacro Require BOT_EXECUTABLE
!insertmacro Require VERSION
!insertmacro Require ORGANIZATION
!insertmacro Require BUILD_DIR
!insertmacro Require ICON
!insertmacro Require OUTFILE

!include "MUI2.nsh"
!include "LogicLib.nsh"

!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_ID}"
!define SETTINGS_KEY "Software\${APP_ID}"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "${SETTINGS_KEY}" "InstallDir"
SetCompressor /SOLID lzma
ShowInstDetails nevershow
ShowUninstDetails nevershow

; the file's properties in Explorer (the version needs four numbers)
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "CompanyName" "${ORGANIZATION}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP_NAME} ${VERSION} Setup"
VIAddVersionKey /LANG=0 "LegalCopyright" "${ORGANIZATION}"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXECUTABLE}.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; the first is the fallback for a system in any other language
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_LANGUAGE "Swedish"

LangString RunningText ${LANG_ENGLISH} "${APP_NAME} is running. Close it, then try again."
LangString RunningText ${LANG_GERMAN} "${APP_NAME} läuft gerade. Bitte schließen und noch einmal versuchen."
LangString RunningText ${LANG_FRENCH} "${APP_NAME} est ouvert. Fermez-le, puis réessayez."
LangString RunningText ${LANG_SWEDISH} "${APP_NAME} körs. Stäng programmet och försök igen."

Section "-Install"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  ; the running program's files cannot be replaced: say so rather than half-update
  ${If} ${FileExists} "$INSTDIR\${EXECUTABLE}.exe"
    ClearErrors
    FileOpen $0 "$INSTDIR\${EXECUTABLE}.exe" a
    ${If} ${Errors}
      MessageBox MB_OK|MB_ICONEXCLAMATION "$(RunningText)" /SD IDOK
      Abort
    ${EndIf}
    FileClose $0
  ${EndIf}
  ; an update: the old files go first, so none of a former version lingers
  RMDir /r "$INSTDIR\_internal"
  File /r "${BUILD_DIR}\*"

  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${EXECUTABLE}.exe"

  WriteRegStr HKCU "${SETTINGS_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${ORGANIZATION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXECUTABLE}.exe"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  ; only what the installer put there: the folder may have been chosen by hand
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXECUTABLE}.exe"
  Delete "$INSTDIR\${BOT_EXECUTABLE}.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "${SETTINGS_KEY}"
SectionEnd
