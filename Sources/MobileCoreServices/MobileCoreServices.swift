// `import MobileCoreServices` on Linux, for SwiftUI apps' files that write it: the
// `kUTType…` uniform type identifiers of iOS 13 and earlier (deprecated for
// UniformTypeIdentifiers' `UTType`, still common in pickers and Spotlight code). Each is a
// `String` here; on Apple platforms a `CFString`, which `as String` turns into the same value.
// Opt-in, through the `ProofUILinuxModules` product (see Package.swift). On Apple platforms
// Apple's MobileCoreServices is used.
@_exported import Foundation
@_exported import UniformTypeIdentifiers

public let kUTTypeItem = "public.item"
public let kUTTypeContent = "public.content"
public let kUTTypeData = "public.data"
public let kUTTypeText = "public.text"
public let kUTTypePlainText = "public.plain-text"
public let kUTTypeUTF8PlainText = "public.utf8-plain-text"
public let kUTTypeURL = "public.url"
public let kUTTypeFileURL = "public.file-url"
public let kUTTypeImage = "public.image"
public let kUTTypeJPEG = "public.jpeg"
public let kUTTypePNG = "public.png"
public let kUTTypeGIF = "com.compuserve.gif"
public let kUTTypeLivePhoto = "com.apple.live-photo"
public let kUTTypeMovie = "public.movie"
public let kUTTypeVideo = "public.video"
public let kUTTypeAudio = "public.audio"
public let kUTTypeMPEG4 = "public.mpeg-4"
public let kUTTypeQuickTimeMovie = "com.apple.quicktime-movie"
public let kUTTypePDF = "com.adobe.pdf"
public let kUTTypeJSON = "public.json"
public let kUTTypeHTML = "public.html"
public let kUTTypeVCard = "public.vcard"
public let kUTTypeFolder = "public.folder"
public let kUTTypeZipArchive = "public.zip-archive"
