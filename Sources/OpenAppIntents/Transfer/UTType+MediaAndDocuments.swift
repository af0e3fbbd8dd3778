// More of UniformTypeIdentifiers' system types: the image, audio, video, archive and document
// types apps' file parameters and transfer representations name. Identifiers, extensions and
// MIME types are Apple's; each conforms to the parents Apple declares for it.
extension UTType {
  /// A GIF image ("com.compuserve.gif").
  public static let gif = UTType(
    "com.compuserve.gif", conformingTo: [.image], filenameExtension: "gif", mimeType: "image/gif")
  /// A HEIF image ("public.heif").
  public static let heif = UTType(
    "public.heif", conformingTo: [.image], filenameExtension: "heif", mimeType: "image/heif")
  /// A HEIC image, HEIF with HEVC ("public.heic").
  public static let heic = UTType(
    "public.heic", conformingTo: [.image], filenameExtension: "heic", mimeType: "image/heic")
  /// A TIFF image ("public.tiff").
  public static let tiff = UTType(
    "public.tiff", conformingTo: [.image], filenameExtension: "tiff", mimeType: "image/tiff")
  /// A WebP image ("org.webmproject.webp").
  public static let webP = UTType(
    "org.webmproject.webp", conformingTo: [.image], filenameExtension: "webp",
    mimeType: "image/webp")
  /// A BMP image ("com.microsoft.bmp").
  public static let bmp = UTType(
    "com.microsoft.bmp", conformingTo: [.image], filenameExtension: "bmp", mimeType: "image/bmp")
  /// An SVG image ("public.svg-image").
  public static let svg = UTType(
    "public.svg-image", conformingTo: [.image, .text], filenameExtension: "svg",
    mimeType: "image/svg+xml")
  /// Audio and video ("public.audiovisual-content").
  public static let audiovisualContent = UTType(
    "public.audiovisual-content", conformingTo: [.data, .content])
  /// Audio of any format ("public.audio").
  public static let audio = UTType("public.audio", conformingTo: [.audiovisualContent])
  /// MP3 audio ("public.mp3").
  public static let mp3 = UTType(
    "public.mp3", conformingTo: [.audio], filenameExtension: "mp3", mimeType: "audio/mpeg")
  /// MPEG-4 audio ("public.mpeg-4-audio").
  public static let mpeg4Audio = UTType(
    "public.mpeg-4-audio", conformingTo: [.audio], filenameExtension: "m4a",
    mimeType: "audio/mp4")
  /// WAV audio ("com.microsoft.waveform-audio").
  public static let wav = UTType(
    "com.microsoft.waveform-audio", conformingTo: [.audio], filenameExtension: "wav",
    mimeType: "audio/wav")
  /// AIFF audio ("public.aiff-audio").
  public static let aiff = UTType(
    "public.aiff-audio", conformingTo: [.audio], filenameExtension: "aiff",
    mimeType: "audio/aiff")
  /// Video with or without audio ("public.movie").
  public static let movie = UTType("public.movie", conformingTo: [.audiovisualContent])
  /// Video without audio ("public.video").
  public static let video = UTType("public.video", conformingTo: [.movie])
  /// MPEG-4 video ("public.mpeg-4").
  public static let mpeg4Movie = UTType(
    "public.mpeg-4", conformingTo: [.movie], filenameExtension: "mp4", mimeType: "video/mp4")
  /// QuickTime video ("com.apple.quicktime-movie").
  public static let quickTimeMovie = UTType(
    "com.apple.quicktime-movie", conformingTo: [.movie], filenameExtension: "mov",
    mimeType: "video/quicktime")
  /// An archive of files ("public.archive").
  public static let archive = UTType("public.archive", conformingTo: [.data])
  /// A zip archive ("public.zip-archive").
  public static let zip = UTType(
    "public.zip-archive", conformingTo: [.archive], filenameExtension: "zip",
    mimeType: "application/zip")
  /// Comma-separated values ("public.comma-separated-values-text").
  public static let commaSeparatedText = UTType(
    "public.comma-separated-values-text", conformingTo: [.text], filenameExtension: "csv",
    mimeType: "text/csv")
  /// XML ("public.xml").
  public static let xml = UTType(
    "public.xml", conformingTo: [.text], filenameExtension: "xml", mimeType: "application/xml")
  /// A contact card ("public.vcard").
  public static let vCard = UTType(
    "public.vcard", conformingTo: [.text], filenameExtension: "vcf", mimeType: "text/vcard")
  /// An EPUB book ("org.idpf.epub-container").
  public static let epub = UTType(
    "org.idpf.epub-container", conformingTo: [.data, .content], filenameExtension: "epub",
    mimeType: "application/epub+zip")
  /// A folder ("public.folder").
  public static let folder = UTType("public.folder", conformingTo: [.item])
  /// A file URL ("public.file-url").
  public static let fileURL = UTType("public.file-url", conformingTo: [.url])

  static let mediaAndDocumentTypes: [UTType] = [
    .gif, .heif, .heic, .tiff, .webP, .bmp, .svg, .audiovisualContent, .audio, .mp3, .mpeg4Audio,
    .wav, .aiff, .movie, .video, .mpeg4Movie, .quickTimeMovie, .archive, .zip,
    .commaSeparatedText, .xml, .vCard, .epub, .folder, .fileURL,
  ]
}
