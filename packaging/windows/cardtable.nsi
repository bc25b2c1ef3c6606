; Card Table's Windows installer: NSIS 3 with the Modern UI, pages in English and Persian,
; Start-menu and desktop shortcuts, an uninstaller and an entry in "Apps & features".
;
; packaging/build.py compiles it (on Windows, or anywhere with makensis) as:
;   makensis -DVERSION=0.1.0 -DSOURCE_DIR=dist\cardtable -DICON=build\icons\cardtable.ico
;            -DLICENSE_FILE=LICENSE -DOUTFILE=dist\cardtable-0.1.0-setup.exe cardtable.nsi
; SOURCE_DIR is the PyInstaller bundle (cardtable.exe and _internal\).

Unicode true
ManifestDPIAware true

!ifndef VERSION
  !error "give the version: makensis -DVERSION=x.y.z"
!endif
!ifndef SOURCE_DIR
  !error "give the bundle folder: makensis -DSOURCE_DIR=path\to\cardtable"
!endif
!ifndef ICON
  !error "give the icon: makensis -DICON=path\to\cardtable.ico"
!endif
!ifndef LICENSE_FILE
  !error "give the licence text: makensis -DLICENSE_FILE=path\to\LICENSE"
!endif
!ifndef OUTFILE
  !define OUTFILE "cardtable-${VERSION}-setup.exe"
!endif
!ifndef VERSION_QUAD
  !define VERSION_QUAD "${VERSION}.0"
!endif

!define APP_NAME "Card Table"
!define APP_EXE "cardtable.exe"
!define PUBLISHER "Card Table developers"
!define REG_KEY "Software\CardTable"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\CardTable"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${APP_NAME}"
InstallDirRegKey HKLM "${REG_KEY}" "InstallDir"
RequestExecutionLevel admin
SetCompressor /SOLID lzma
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION_QUAD}"
VIAddVersionKey /LANG=1033 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP_NAME} installer"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "GPL-3.0-or-later"

!include "MUI2.nsh"
!include "x64.nsh"
!include "LogicLib.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
; Remember the installer's language for the uninstaller.
!define MUI_LANGDLL_REGISTRY_ROOT "HKLM"
!define MUI_LANGDLL_REGISTRY_KEY "${REG_KEY}"
!define MUI_LANGDLL_REGISTRY_VALUENAME "InstallerLanguage"
!define MUI_LANGDLL_ALLLANGUAGES

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${LICENSE_FILE}"
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP_EXE}"
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Farsi"
!insertmacro MUI_RESERVEFILE_LANGDLL

LangString SEC_APP ${LANG_ENGLISH} "Card Table"
LangString SEC_APP ${LANG_FARSI} "میز ورق"
LangString SEC_APP_DESC ${LANG_ENGLISH} "The game itself, with its Start-menu shortcut."
LangString SEC_APP_DESC ${LANG_FARSI} "خود بازی، با میان‌بر آن در منوی شروع."
LangString SEC_DESKTOP ${LANG_ENGLISH} "Desktop shortcut"
LangString SEC_DESKTOP ${LANG_FARSI} "میان‌بر روی میز کار"
LangString SEC_DESKTOP_DESC ${LANG_ENGLISH} "A shortcut to Card Table on the desktop."
LangString SEC_DESKTOP_DESC ${LANG_FARSI} "یک میان‌بر به میز ورق روی میز کار."
LangString SHORTCUT_NAME ${LANG_ENGLISH} "Card Table"
LangString SHORTCUT_NAME ${LANG_FARSI} "میز ورق"
LangString UNINSTALL_NAME ${LANG_ENGLISH} "Uninstall Card Table"
LangString UNINSTALL_NAME ${LANG_FARSI} "حذف میز ورق"
LangString NEEDS_64BIT ${LANG_ENGLISH} "Card Table needs a 64-bit version of Windows."
LangString NEEDS_64BIT ${LANG_FARSI} "میز ورق به نسخهٔ ۶۴ بیتی ویندوز نیاز دارد."

Section "!$(SEC_APP)" SEC_APP_ID
  SectionIn RO
  SetShellVarContext all
  SetOutPath "$INSTDIR"
  File /r "${SOURCE_DIR}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateDirectory "$SMPROGRAMS\${APP_NAME}"
  CreateShortcut "$SMPROGRAMS\${APP_NAME}\$(SHORTCUT_NAME).lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0
  CreateShortcut "$SMPROGRAMS\${APP_NAME}\$(UNINSTALL_NAME).lnk" "$INSTDIR\uninstall.exe"

  WriteRegStr HKLM "${REG_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE}"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "$(SEC_DESKTOP)" SEC_DESKTOP_ID
  SetShellVarContext all
  CreateShortcut "$DESKTOP\$(SHORTCUT_NAME).lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0
SectionEnd

Section "-size"
  ; The size "Apps & features" shows, in KiB.
  SectionGetSize ${SEC_APP_ID} $0
  WriteRegDWORD HKLM "${UNINSTALL_KEY}" "EstimatedSize" $0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SEC_APP_ID} $(SEC_APP_DESC)
  !insertmacro MUI_DESCRIPTION_TEXT ${SEC_DESKTOP_ID} $(SEC_DESKTOP_DESC)
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_OK|MB_ICONSTOP "$(NEEDS_64BIT)"
    Abort
  ${EndIf}
  SetRegView 64
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
  SetRegView 64
  !insertmacro MUI_UNGETLANGUAGE
FunctionEnd

Section "Uninstall"
  SetShellVarContext all
  ; Both languages' shortcut names: the installer may have run in the other one.
  Delete "$DESKTOP\Card Table.lnk"
  Delete "$DESKTOP\میز ورق.lnk"
  RMDir /r "$SMPROGRAMS\${APP_NAME}"
  ; Only what the installer put there, never a folder the user chose with other things in it.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKLM "${UNINSTALL_KEY}"
  DeleteRegKey HKLM "${REG_KEY}"
SectionEnd
