#!/usr/bin/env python3
"""Builds ProofUI's symbol font and table from Material Design Icons (SIL OFL 1.1; icons CC BY
4.0, Austin Andrews and Google), Debian's fonts-materialdesignicons-webfont 1.6.50:

- Sources/ProofUI/Resources/ProofSymbols.ttf: the glyphs SF Symbol names map to, and no others;
- Sources/ProofUI/Images/SymbolTable.generated.swift: SF Symbol name -> code point.

Usage: apt-get install fonts-materialdesignicons-webfont; pip install fonttools==4.*
       python3 Scripts/symbols/make-symbols.py [--check]
The output is byte-identical for the same inputs (the subset keeps the glyphs' code points,
no timestamps are written). With --check nothing is written: exit 1 when the committed files
differ from what the inputs give.
"""
import io
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SOURCE = "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf"

# SF Symbol name -> Material Design Icons name. Variants that MDI lacks map to the nearest icon
# of the same meaning; the list is the documentation (Docs/SwiftUI/Symbols.md is made from it).
MAP = """
star star | star.fill star | star.circle star-circle | star.circle.fill star-circle | star.slash star-off
star.leadinghalf.filled star-half | star.square star-outline | heart heart-outline | heart.fill heart
heart.circle heart-outline | heart.circle.fill heart-box | heart.slash heart-broken | heart.text.square heart-box-outline
person account-outline | person.fill account | person.circle account-circle | person.circle.fill account-circle
person.crop.circle account-circle | person.crop.circle.fill account-circle | person.2 account-multiple-outline
person.2.fill account-multiple | person.3 account-multiple-outline | person.3.fill account-multiple
person.badge.plus account-plus | person.crop.square account-box-outline | person.crop.circle.badge.plus account-plus
person.badge.key account-key | person.text.rectangle account-card-details | figure.walk walk | figure.run run
gear settings | gearshape settings | gearshape.fill settings | gearshape.2 settings | slider.horizontal.3 tune
house home-variant | house.fill home | house.circle home | building.2 domain | building.columns bank
magnifyingglass magnify | magnifyingglass.circle magnify | plus plus | plus.circle plus-circle-outline
plus.circle.fill plus-circle | plus.square plus-box | plus.square.fill plus-box | minus minus
minus.circle minus-circle-outline | minus.circle.fill minus-circle | xmark close | xmark.circle close-circle-outline
xmark.circle.fill close-circle | xmark.square close-box-outline | checkmark check | checkmark.circle check-circle-outline
checkmark.circle.fill check-circle | checkmark.square checkbox-marked-outline | checkmark.square.fill checkbox-marked
checkmark.seal seal | checkmark.seal.fill seal | checkmark.shield shield-outline
checkmark.shield.fill shield | multiply close | equal equal | divide division | plusminus plus
chevron.right chevron-right | chevron.left chevron-left | chevron.up chevron-up | chevron.down chevron-down
chevron.right.circle chevron-right | chevron.left.circle chevron-left | chevron.forward chevron-right
chevron.backward chevron-left | chevron.up.chevron.down unfold-more | chevron.right.2 chevron-double-right
chevron.left.2 chevron-double-left | arrow.right arrow-right | arrow.left arrow-left | arrow.up arrow-up
arrow.down arrow-down | arrow.up.right arrow-top-right | arrow.down.left arrow-bottom-left
arrow.right.circle arrow-right-bold-circle-outline | arrow.right.circle.fill arrow-right-bold-circle
arrow.left.circle arrow-left-bold-circle-outline | arrow.up.circle arrow-up-bold-circle-outline
arrow.up.circle.fill arrow-up-bold-circle | arrow.down.circle arrow-down-bold-circle-outline
arrow.down.circle.fill arrow-down-bold-circle | arrow.clockwise refresh | arrow.counterclockwise backup-restore
arrow.triangle.2.circlepath sync | arrow.2.squarepath repeat | arrow.uturn.left undo | arrow.uturn.right redo
arrow.uturn.backward undo | arrow.uturn.forward redo | arrow.up.arrow.down swap-vertical
arrow.left.arrow.right swap-horizontal | arrow.up.and.down.and.arrow.left.and.right arrow-all
arrow.up.left.and.arrow.down.right arrow-expand | arrow.down.right.and.arrow.up.left arrow-compress
arrow.down.to.line download | arrow.up.to.line upload | arrow.down.doc file-export | shuffle shuffle
repeat repeat | repeat.1 repeat-once | return keyboard-return | trash delete | trash.fill delete
trash.circle delete | trash.slash delete-forever | square.and.arrow.up share-variant
square.and.arrow.up.fill share-variant | square.and.arrow.down download | square.and.pencil pencil-box-outline
pencil pencil | pencil.circle pencil | pencil.circle.fill pencil | pencil.slash pencil-off
pencil.and.outline pencil-box | highlighter marker | scribble lead-pencil | lasso selection
bell bell-outline | bell.fill bell | bell.slash bell-off | bell.slash.fill bell-off | bell.badge bell-ring-outline
bell.badge.fill bell-ring | envelope email-outline | envelope.fill email | envelope.open email-open-outline
envelope.open.fill email-open | envelope.badge email-variant | tray inbox | tray.fill inbox | tray.full inbox
tray.and.arrow.down inbox | tray.and.arrow.up inbox | archivebox archive | archivebox.fill archive
paperplane send | paperplane.fill send | message message-outline | message.fill message
bubble.left message-outline | bubble.left.fill message | bubble.right message-reply | bubble.right.fill message-reply
bubble.left.and.bubble.right forum | bubble.left.and.bubble.right.fill forum | text.bubble message-text-outline
text.bubble.fill message-text | quote.bubble format-quote | ellipsis.bubble message-processing
phone phone | phone.fill phone | phone.circle phone | phone.circle.fill phone | phone.arrow.up.right phone-outgoing
phone.down phone-hangup | video video | video.fill video | video.slash video-off | video.circle video
camera camera | camera.fill camera | camera.circle camera | camera.rotate camera-switch | photo image
photo.fill image | photo.on.rectangle image-multiple | photo.stack image-multiple | photo.circle image-area
film filmstrip | film.fill filmstrip | tv television | tv.fill television | play play | play.fill play
play.circle play-circle-outline | play.circle.fill play-circle | pause pause | pause.fill pause
pause.circle pause-circle-outline | pause.circle.fill pause-circle | stop stop | stop.fill stop
stop.circle stop-circle-outline | stop.circle.fill stop-circle | backward skip-backward | backward.fill skip-backward
forward skip-forward | forward.fill skip-forward | backward.end skip-previous | backward.end.fill skip-previous
forward.end skip-next | forward.end.fill skip-next | goforward.15 fast-forward | gobackward.15 rewind
speaker volume-low | speaker.fill volume-low | speaker.slash volume-off | speaker.slash.fill volume-off
speaker.wave.2 volume-medium | speaker.wave.2.fill volume-medium | speaker.wave.3 volume-high | speaker.wave.3.fill volume-high
music.note music-note | music.note.list playlist-play | music.mic microphone-variant | mic microphone
mic.fill microphone | mic.slash microphone-off | mic.slash.fill microphone-off | mic.circle microphone
headphones headphones | hifispeaker speaker | radio radio | waveform pulse | metronome timer
calendar calendar | calendar.circle calendar | calendar.badge.plus calendar-plus | calendar.badge.clock calendar-clock
calendar.badge.exclamationmark calendar-remove | clock clock | clock.fill clock | clock.arrow.circlepath history
alarm alarm | alarm.fill alarm | timer timer | stopwatch timer | hourglass timer-sand | hourglass.bottomhalf.filled timer-sand
deskclock clock | cart cart-outline | cart.fill cart | cart.badge.plus cart-plus | bag shopping | bag.fill shopping
basket basket | basket.fill basket | creditcard credit-card | creditcard.fill credit-card | giftcard wallet-giftcard
gift gift | gift.fill gift | tag tag-outline | tag.fill tag | tag.circle tag | ticket ticket | ticket.fill ticket
dollarsign.circle currency-usd | dollarsign.circle.fill currency-usd | dollarsign currency-usd | eurosign.circle currency-eur
sterlingsign.circle currency-gbp | yensign.circle currency-usd | banknote cash | banknote.fill cash-multiple
wallet.pass wallet | percent percent | chart.bar chart-bar | chart.bar.fill chart-bar | chart.pie chart-pie
chart.pie.fill chart-pie | chart.line.uptrend.xyaxis chart-line | chart.xyaxis.line chart-areaspline
chart.bar.xaxis poll | list.bullet format-list-bulleted | list.number format-list-numbers | list.dash view-list
list.bullet.rectangle clipboard-text | list.bullet.circle format-list-bulleted | checklist playlist-check
line.3.horizontal menu | line.3.horizontal.decrease filter-variant | line.3.horizontal.decrease.circle filter-variant
line.horizontal.3 menu | line.horizontal.3.decrease filter-variant | slider.vertical.3 tune-vertical
ellipsis dots-horizontal | ellipsis.circle dots-horizontal | ellipsis.circle.fill dots-horizontal | ellipsis.vertical dots-vertical
square.grid.2x2 view-grid | square.grid.2x2.fill view-grid | square.grid.3x3 apps | rectangle.grid.1x2 view-agenda
rectangle.stack layers | rectangle.stack.fill layers | square.stack layers | square.on.square content-copy
doc.on.doc content-copy | doc.on.clipboard content-paste | doc file-outline | doc.fill file | doc.text file-document
doc.text.fill file-document | doc.richtext file-image | doc.plaintext file-document-box | doc.badge.plus file
folder folder-outline | folder.fill folder | folder.badge.plus folder-plus | folder.circle folder | book book-open-variant
book.fill book | book.closed book | book.closed.fill book | books.vertical book-multiple | bookmark bookmark-outline
bookmark.fill bookmark | bookmark.circle bookmark | newspaper newspaper | newspaper.fill newspaper
magazine book-open | graduationcap school | graduationcap.fill school | paperclip paperclip | link link
link.circle link | pin pin | pin.fill pin | pin.slash pin-off | mappin map-marker | mappin.circle map-marker-circle
mappin.and.ellipse map-marker-radius | map map | map.fill map | location navigation | location.fill navigation
location.circle crosshairs-gps | location.north compass-outline | safari compass | compass.drawing compass-outline
globe earth | globe.americas earth | globe.europe.africa earth | network web | airplane airplane
airplane.departure airplane-takeoff | airplane.arrival airplane-landing | car car | car.fill car | bus bus
bus.fill bus | tram train | tram.fill train | bicycle bike | scooter motorbike | ferry ferry | fuelpump gas-station
fuelpump.fill gas-station | sailboat ferry | lock lock-outline | lock.fill lock | lock.open lock-open-outline
lock.open.fill lock-open | lock.shield shield-outline | lock.circle lock | key key | key.fill key | shield shield-outline
shield.fill shield | shield.lefthalf.filled shield | hand.raised hand-pointing-right | hand.raised.fill hand-pointing-right
hand.thumbsup thumb-up-outline | hand.thumbsup.fill thumb-up | hand.thumbsdown thumb-down-outline | hand.thumbsdown.fill thumb-down
hand.tap nfc-tap | hand.wave hand-pointing-right | faceid face | touchid fingerprint | eye eye | eye.fill eye
eye.slash eye-off | eye.slash.fill eye-off | eye.circle eye | info information-variant | info.circle information-outline
info.circle.fill information | exclamationmark alert | exclamationmark.circle alert-circle-outline
exclamationmark.circle.fill alert-circle | exclamationmark.triangle alert-outline | exclamationmark.triangle.fill alert
exclamationmark.octagon alert-octagon | questionmark help | questionmark.circle help-circle-outline
questionmark.circle.fill help-circle | nosign block-helper | slash.circle block-helper | flag flag-outline | flag.fill flag
flag.checkered flag-checkered | bolt flash | bolt.fill flash | bolt.slash flash-off | bolt.circle flash
battery.100 battery | battery.75 battery-70 | battery.50 battery-50 | battery.25 battery-20 | battery.0 battery-outline
battery.100.bolt battery-charging | power power | poweron power | wifi wifi | wifi.slash wifi-off
antenna.radiowaves.left.and.right access-point | dot.radiowaves.left.and.right access-point
personalhotspot access-point-network | cellularbars signal | airplayvideo airplay | airplayaudio airplay
cable.connector power | sun.max weather-sunny | sun.max.fill weather-sunny | sun.min white-balance-sunny
sunrise weather-sunset-up | sunset weather-sunset-down | moon weather-night | moon.fill weather-night
moon.stars weather-night | moon.zzz sleep | zzz sleep | cloud cloud-outline | cloud.fill cloud | cloud.rain weather-pouring
cloud.rain.fill weather-pouring | cloud.sun weather-partlycloudy | cloud.sun.fill weather-partlycloudy
cloud.bolt weather-lightning | cloud.snow weather-snowy | cloud.fog weather-fog | wind weather-windy
snowflake weather-snowy | thermometer thermometer | thermometer.sun thermometer | drop water | drop.fill water
flame fire | flame.fill fire | umbrella umbrella | umbrella.fill umbrella | tornado weather-windy
leaf leaf | leaf.fill leaf | tree tree | camera.macro flower | pawprint paw | pawprint.fill paw | ant bug
ladybug bug | ladybug.fill bug | tortoise paw | hare paw | fish fish | bird twitter | sparkles auto-fix
wand.and.stars auto-fix | wand.and.rays auto-fix | paintbrush brush | paintbrush.fill brush | paintpalette palette
paintpalette.fill palette | eyedropper eyedropper | scissors content-cut | ruler ruler | pencil.tip pen
hammer wrench | hammer.fill wrench | wrench wrench | wrench.fill wrench | wrench.and.screwdriver wrench
screwdriver screwdriver | gauge speedometer | speedometer speedometer | cpu chip | memorychip memory
desktopcomputer desktop-mac | laptopcomputer laptop | iphone cellphone | ipad tablet-ipad | applewatch watch
keyboard keyboard | printer printer | printer.fill printer | externaldrive harddisk | internaldrive harddisk
server.rack server | tv.and.mediabox television-guide | gamecontroller gamepad-variant | gamecontroller.fill gamepad-variant
puzzlepiece puzzle | puzzlepiece.fill puzzle | dice dice-5 | dice.fill dice-5 | die.face.1 dice-1 | die.face.2 dice-2
die.face.3 dice-3 | die.face.4 dice-4 | die.face.5 dice-5 | die.face.6 dice-6 | suit.heart heart
suit.heart.fill heart | suit.club cards | suit.spade cards | suit.diamond diamond
crown crown | crown.fill crown | trophy trophy | trophy.fill trophy | medal trophy-award | rosette seal | rosette.fill seal
sportscourt soccer | soccerball soccer | basketball soccer | football football | tennis.racket tennis
figure.pool.swim swim | dumbbell dumbbell | dumbbell.fill dumbbell | bed.double hotel | bed.double.fill hotel
cross hospital | cross.fill hospital | cross.case hospital | cross.case.fill hospital | pills pill | pills.fill pill
bandage hospital | stethoscope stethoscope | heart.text.square.fill heart-box | waveform.path.ecg heart-pulse
lungs heart-pulse | brain lightbulb-outline | fork.knife silverware | cup.and.saucer coffee | cup.and.saucer.fill coffee
mug coffee | mug.fill coffee | wineglass glass-tulip | birthday.cake cake-variant | carrot carrot | takeoutbag.and.cup.and.straw food
cart.circle cart | storefront store | storefront.fill store | shippingbox package-variant | shippingbox.fill package-variant
box.truck truck | box.truck.fill truck | cube cube-outline | cube.fill cube | cube.box package-variant-closed
qrcode qrcode | barcode barcode | barcode.viewfinder barcode-scan | qrcode.viewfinder qrcode-scan | viewfinder crop-free
camera.viewfinder camera-iris | doc.viewfinder file-find | text.viewfinder text-shadow | textformat format-text
textformat.size format-size | bold format-bold | italic format-italic | underline format-underline
strikethrough format-strikethrough | character.cursor.ibeam cursor-text | text.alignleft format-align-left
text.aligncenter format-align-center | text.alignright format-align-right | text.justify format-align-justify
globe.badge.chevron.backward translate | character.book.closed book-open | abc alphabetical | number pound
number.circle numeric | at at | command apple-keyboard-command | option apple-keyboard-option | shift apple-keyboard-shift
control apple-keyboard-control | escape keyboard | delete.left backspace | delete.left.fill backspace
keyboard.chevron.compact.down keyboard-close | terminal console | chevron.left.forwardslash.chevron.right code-tags
curlybraces code-braces | function function | sum sigma | infinity sync | circle checkbox-blank-circle-outline
circle.fill checkbox-blank-circle | square checkbox-blank-outline | square.fill checkbox-blank | triangle triangle-outline
triangle.fill triangle | diamond diamond | diamond.fill diamond | hexagon hexagon-outline | hexagon.fill hexagon
octagon octagon-outline | octagon.fill octagon | capsule pill | seal seal | app.badge checkbox-blank-circle
circle.grid.3x3 dots-vertical | record.circle record | largecircle.fill.circle radiobox-marked | smallcircle.filled.circle radiobox-marked
circle.lefthalf.filled brightness-6 | circle.righthalf.filled brightness-6 | sun.and.horizon weather-sunset
arrowshape.turn.up.left reply | arrowshape.turn.up.left.fill reply | arrowshape.turn.up.left.circle.fill reply
arrowshape.turn.up.right share | gobackward replay | goforward refresh | bird.circle twitter-circle
books.vertical.fill library-books | captions.bubble closed-caption | chevron.compact.right chevron-right
chevron.compact.down chevron-down | chevron.down.circle.fill arrow-down-drop-circle | folder.badge.gearshape folder
folder.fill.badge.gearshape folder | folder.badge.minus folder-remove | folder.fill.badge.plus folder-plus
line.horizontal.3.decrease.circle filter-variant | pencil.line pencil | pencil.and.scribble lead-pencil
bubble.left.and.text.bubble.right forum | bubble.middle.bottom message-outline | bubble.middle.bottom.fill message
dot.radiowaves.right access-point | badge.plus.radiowaves.right access-point-network | exclamationmark.bubble comment-alert-outline
exclamationmark.bubble.fill comment-alert | hand.point.right.fill hand-pointing-right | lock.rotation screen-rotation-lock
person.fill.badge.plus account-plus | person.badge.minus account-minus | person.fill.badge.minus account-minus
person.badge.key.fill account-key | person.crop.circle.badge.moon account-circle | person.crop.circle.badge.xmark.fill account-remove
person.slash account-off | photo.badge.plus image | photo.badge.exclamationmark image-broken
photo.on.rectangle.angled image-multiple | plus.square.on.square content-duplicate | app.dashed checkbox-blank-outline
app.badge.fill application | apps.iphone apps | apple.logo apple | arrow.counterclockwise.circle backup-restore
arrow.forward arrow-right | arrow.up.forward arrow-top-right | arrow.up.right.square open-in-new | arrow.swap swap-horizontal
arrow.up.arrow.down.circle.fill swap-vertical | arrow.uturn.backward.circle.fill undo | arrow.uturn.left.circle.fill undo
arrowtriangle.down.circle arrow-down-drop-circle-outline | arrowtriangle.up.circle arrow-up-drop-circle-outline
arrowtriangle.up.square menu-up | arrowtriangle.right.and.line.vertical.and.arrowtriangle.left.fill arrow-compress
document.on.document content-copy | document.on.document.fill content-copy | document.badge.plus note-plus-outline
text.document file-document | externaldrive.fill harddisk | face.smiling emoticon | list.bullet.below.rectangle format-list-bulleted
list.bullet.clipboard clipboard-text | list.clipboard clipboard-text | pencil.and.list.clipboard clipboard-text
list.bullet.rectangle.portrait file-document | list.dash.header.rectangle view-headline | macbook.and.iphone cellphone-link
platter.filled.bottom.iphone cellphone | laptopcomputer.trianglebadge.exclamationmark laptop | poweroutlet.type.b power-socket
poweroutlet.type.b.fill power-socket | quote.opening format-quote | quote.bubble.fill format-quote | rectangle.3.group view-dashboard
sidebar.left view-column | sidebar.right view-column | square.split.2x1 view-column | square.leadingthird.inset.filled view-column
square.trailingthird.inset.filled view-column | square.bottomthird.inset.filled view-day | text.magnifyingglass file-find
exclamationmark.magnifyingglass magnify | xmark.bin delete-forever | xmark.octagon.fill close-octagon
exclamationmark.octagon.fill alert-octagon | exclamationmark.shield shield-outline | xmark.seal.fill seal
backward.end.alt.fill skip-previous | forward.frame skip-next | bell.and.waves.left.and.right bell-ring | bolt.horizontal.fill flash
bookmark.slash.fill bookmark-remove | clock.arrow.2.circlepath history | clock.arrow.trianglehead.counterclockwise.rotate.90 history
faxmachine fax | flask flask-outline | gearshape.arrow.trianglehead.2.clockwise.rotate.90 settings | hand.draw lead-pencil
hand.raised.slash block-helper | hockey.puck.circle checkbox-blank-circle | memories play-circle-outline
moon.circle.fill weather-night | sun.max.circle.fill white-balance-sunny | movieclapper movie | party.popper cake-variant
play.rectangle play-box-outline | play.rectangle.on.rectangle play-box-outline | play.tv television | plus.bubble message-plus
plusminus.circle plus-circle-outline | puzzlepiece.extension puzzle | rectangle.compress.vertical arrow-compress
rectangle.expand.vertical arrow-expand | rectangle.on.rectangle checkbox-multiple-blank-outline
rectangle.on.rectangle.slash checkbox-multiple-blank-outline | rectangle.portrait crop-portrait | rectangle.portrait.slash crop-portrait
rotate.right rotate-right | selection.pin.in.out selection | shippingbox.and.arrow.backward package-variant | suitcase briefcase
testtube.2 test-tube | text.append playlist-plus | text.badge.checkmark playlist-check | text.badge.minus playlist-minus
text.badge.plus playlist-plus | text.badge.star star | text.rectangle.fill textbox | textformat.characters format-text
waveform.path pulse | wifi.exclamationmark wifi | gauge.with.dots.needle.bottom.50percent.badge.plus speedometer
gauge.with.dots.needle.bottom.50percent speedometer | gauge.with.dots.needle.33percent speedometer
lightbulb lightbulb-outline | lightbulb.fill lightbulb | lamp.desk lightbulb | flashlight.on.fill flashlight | flashlight.off.fill flashlight-off
rocket rocket | rocket.fill rocket | paperplane.circle send | scope crosshairs | target target | binoculars binoculars
eyeglasses glasses | sunglasses sunglasses | tshirt tshirt-crew | tshirt.fill tshirt-crew | bag.circle shopping
house.lodge home-variant | tent tent | mountain.2 image-filter-hdr | building domain | building.fill domain
signpost.right sign-caution | map.circle map | figure.stand human | figure.wave human-greeting
person.fill.checkmark account-check | person.fill.xmark account-remove | person.crop.circle.badge.checkmark account-check
person.crop.circle.badge.xmark account-remove | person.crop.circle.badge.exclamationmark account-alert
person.fill.questionmark account-search | rectangle.portrait.and.arrow.right logout | rectangle.portrait.and.arrow.forward logout
arrow.right.square exit-to-app | arrow.forward.square exit-to-app | door.left.hand.open exit-to-app | door.left.hand.closed exit-to-app
square.and.arrow.down.on.square content-save | externaldrive.badge.plus content-save | icloud cloud-outline
icloud.fill cloud | icloud.and.arrow.down cloud-download | icloud.and.arrow.up cloud-upload | arrow.down.circle.dotted download
checkmark.icloud cloud-check | xmark.icloud cloud-outline-off | bell.circle bell-ring | calendar.day.timeline.left calendar-text
clock.badge.checkmark clock-end | gift.circle gift | heart.square heart-box-outline | star.square.fill star
leaf.arrow.circlepath recycle
0.circle numeric-0-box-outline | 0.circle.fill numeric-0-box | 0.square numeric-0-box-outline | 0.square.fill numeric-0-box
1.circle numeric-1-box-outline | 1.circle.fill numeric-1-box | 1.square numeric-1-box-outline | 1.square.fill numeric-1-box
2.circle numeric-2-box-outline | 2.circle.fill numeric-2-box | 2.square numeric-2-box-outline | 2.square.fill numeric-2-box
3.circle numeric-3-box-outline | 3.circle.fill numeric-3-box | 3.square numeric-3-box-outline | 3.square.fill numeric-3-box
4.circle numeric-4-box-outline | 4.circle.fill numeric-4-box | 4.square numeric-4-box-outline | 4.square.fill numeric-4-box
5.circle numeric-5-box-outline | 5.circle.fill numeric-5-box | 5.square numeric-5-box-outline | 5.square.fill numeric-5-box
6.circle numeric-6-box-outline | 6.circle.fill numeric-6-box | 6.square numeric-6-box-outline | 6.square.fill numeric-6-box
7.circle numeric-7-box-outline | 7.circle.fill numeric-7-box | 7.square numeric-7-box-outline | 7.square.fill numeric-7-box
8.circle numeric-8-box-outline | 8.circle.fill numeric-8-box | 8.square numeric-8-box-outline | 8.square.fill numeric-8-box
9.circle numeric-9-box-outline | 9.circle.fill numeric-9-box | 9.square numeric-9-box-outline | 9.square.fill numeric-9-box
"""


def pairs():
    for entry in MAP.replace("\n", " | ").split("|"):
        entry = entry.strip()
        if entry:
            sf, mdi = entry.split()
            yield sf, mdi


def main():
    check = "--check" in sys.argv
    font = TTFont(SOURCE)
    cmap = font.getBestCmap()
    by_name = {name: code for code, name in cmap.items()}
    mapping = {}
    missing = []
    for sf, mdi in pairs():
        if mdi not in by_name:
            missing.append(f"{sf} -> {mdi}")
            continue
        mapping[sf] = by_name[mdi]
    if missing:
        print("unknown Material Design Icons names:\n  " + "\n  ".join(missing))
        return 1
    options = subset.Options()
    options.notdef_outline = True
    options.name_IDs = ["*"]
    options.name_legacy = True
    options.drop_tables += ["FFTM", "GDEF", "GPOS", "GSUB"]
    options.recalc_timestamp = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(set(mapping.values())))
    subsetter.subset(font)
    # Each glyph's left side bearing is its xMin, as the TrueType spec asks: FreeType (and
    # ProofText, which follows it) places an outline at xMin - lsb, so a bearing of 0 would
    # push the icons to the left of their advance. The subset wrote 0 for many.
    glyf, hmtx = font["glyf"], font["hmtx"]
    for name in font.getGlyphOrder():
        glyph = glyf[name]
        if glyph.numberOfContours != 0 and hasattr(glyph, "xMin"):
            hmtx[name] = (hmtx[name][0], glyph.xMin)
    font["head"].created = font["head"].modified = 0
    # Without this, saving stamps 'modified' with the current time and no two runs agree.
    font.recalcTimestamp = False
    buffer = io.BytesIO()
    font.save(buffer)
    ttf = buffer.getvalue()
    lines = ["// Status: supported — the SF Symbol names ProofUI draws, each mapped to its glyph in ProofSymbols.ttf.",
             "",
             "// Generated by Scripts/symbols/make-symbols.py from Material Design Icons 1.6.50 (SIL OFL 1.1;",
             "// icons CC BY 4.0, Austin Andrews and Google). Do not edit.",
             "",
             "/// SF Symbol names and the code point of their glyph in `ProofSymbols.ttf`.",
             "enum SymbolTable {",
             f"    /// {len(mapping)} names.",
             "    static let codePoints: [String: UInt32] = {",
             "        var table: [String: UInt32] = [:]",
             f"        table.reserveCapacity({len(mapping)})",
             "        for line in entries.split(separator: \"\\n\") {",
             "            let fields = line.split(separator: \" \")",
             "            table[String(fields[0])] = UInt32(fields[1], radix: 16)",
             "        }",
             "        return table",
             "    }()",
             "",
             "    // One \"name code-point\" line per symbol: a string literal type-checks and compiles in a",
             "    // fraction of the time a dictionary literal of this size takes in every debug build.",
             "    private static let entries = \"\"\""]
    for sf in sorted(mapping):
        lines.append(f'        {sf} {mapping[sf]:04X}')
    lines += ['        """', "}", ""]
    swift = "\n".join(lines)
    targets = [(os.path.join(ROOT, "Sources/ProofUI/Resources/ProofSymbols.ttf"), ttf),
               (os.path.join(ROOT, "Sources/ProofUI/Images/SymbolTable.generated.swift"), swift.encode())]
    if check:
        stale = [path for path, data in targets if not os.path.exists(path) or open(path, "rb").read() != data]
        if stale:
            print("out of date: " + ", ".join(stale))
            return 1
        print(f"symbols: {len(mapping)} names match")
        return 0
    for path, data in targets:
        with open(path, "wb") as out:
            out.write(data)
    print(f"symbols: {len(mapping)} names, font {len(ttf)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
