// The audio domain (iOS 27): playing, queueing and liking songs, albums, playlists, podcasts and
// audiobooks. Apple's entities are found through an `IntentValueQuery` over MediaIntents' audio
// search; SiriSim has no MediaIntents, so an app declares that input type itself. The members
// listed are those Apple's pages show, less the audio item (a `@UnionValue` of the app's
// entities) and the playback attributes (a `Set`), whose types `sirisim schemas` cannot compare;
// an action or entity whose members Apple's pages do not show lists none. No action has phrases
// yet: Siri's own audio phrasing ("Play … in …") names an audio item, and SiriSim does not yet
// resolve a `@UnionValue` parameter from speech; an app's App Shortcut phrases reach them.

extension AppSchemaIntent where Self == AppSchema.Intent {
  /// The audio domain's actions: playing, queueing and liking audio.
  public static var audio: AppSchema.AudioIntent { AppSchema.AudioIntent() }
}

extension AppSchemaEntity where Self == AppSchema.Entity {
  /// The audio domain's entities.
  public static var audio: AppSchema.AudioEntity { AppSchema.AudioEntity() }
}

extension AppSchemaEnum where Self == AppSchema.Enum {
  /// The audio domain's enumerations.
  public static var audio: AppSchema.AudioEnum { AppSchema.AudioEnum() }
}

extension AppSchema {
  /// The audio domain's actions.
  public struct AudioIntent: Sendable {
    private func intent(
      _ name: String, _ title: LocalizedStringResource, _ parameters: [Member] = []
    ) -> Intent {
      Intent(domain: "audio", name: name, title: title, parameters: parameters, phrases: [])
    }

    /// Plays an audio item: a song, an album, a playlist …
    public var playAudio: Intent {
      intent(
        "playAudio", "Play Audio Item",
        [
          Member("warmupAudioQueueResult", "audio.warmupAudioQueueResult", optional: true),
          Member("queueLocation", "audio.queueInsertionLocation", optional: true),
        ])
    }
    /// Sets the queue to an audio item without starting playback.
    public var warmupAudioQueue: Intent {
      intent("warmupAudioQueue", "Warmup Audio Item in the Queue")
    }
    /// Adds an audio item to a playlist.
    public var addToPlaylist: Intent {
      intent(
        "addToPlaylist", "Add Audio Item to Playlist",
        [Member("playlist", "audio.playlist")])
    }
    /// Likes, dislikes or clears the like of an audio item.
    public var updateAudioAffinity: Intent {
      intent(
        "updateAudioAffinity", "Like Audio Item",
        [Member("affinityState", "audio.affinityState")])
    }
    /// Adds an audio item to the person's library.
    public var addToLibrary: Intent { intent("addToLibrary", "Add Audio Item to Library") }
    /// Starts a station from what is playing.
    public var createStation: Intent { intent("createStation", "Create Station") }
    /// Finds the song that is playing around the device.
    public var recognizeAudio: Intent { intent("recognizeAudio", "Recognize Audio") }
  }

  /// The audio domain's entities.
  public struct AudioEntity: Sendable {
    private func entity(_ name: String, _ title: LocalizedStringResource) -> Entity {
      Entity(domain: "audio", name: name, title: title, properties: [])
    }

    /// A song.
    public var song: Entity { entity("song", "Song") }
    /// An album.
    public var album: Entity { entity("album", "Album") }
    /// An artist.
    public var artist: Entity { entity("artist", "Artist") }
    /// A playlist.
    public var playlist: Entity { entity("playlist", "Playlist") }
    /// A collection of songs, such as a genre.
    public var songCollection: Entity { entity("songCollection", "Song Collection") }
    /// An audiobook.
    public var audiobook: Entity { entity("audiobook", "Audiobook") }
    /// A podcast episode.
    public var podcastEpisode: Entity { entity("podcastEpisode", "Podcast Episode") }
    /// An episode of a radio show.
    public var radioShowEpisode: Entity { entity("radioShowEpisode", "Radio Show Episode") }
    /// A radio station made by an algorithm.
    public var algorithmicRadioStation: Entity {
      entity("algorithmicRadioStation", "Algorithmic Radio Station")
    }
    /// An ambient sound, such as rain.
    public var ambientSound: Entity { entity("ambientSound", "Ambient Sound") }
    /// A recording of a classical work.
    public var classicalMusicRecording: Entity {
      entity("classicalMusicRecording", "Classical Music Recording")
    }
    /// What `warmupAudioQueue` returns, for `playAudio` to start.
    public var warmupAudioQueueResult: Entity {
      entity("warmupAudioQueueResult", "Warmup Audio Queue Result")
    }
  }

  /// The audio domain's enumerations.
  public struct AudioEnum: Sendable {
    private func enumeration(_ name: String, _ title: LocalizedStringResource) -> Enum {
      Enum(domain: "audio", name: name, title: title)
    }

    /// Shuffle and repeat.
    public var playbackAttributes: Enum { enumeration("playbackAttributes", "Playback Attributes") }
    /// Where in the queue an item goes: next or last.
    public var queueInsertionLocation: Enum {
      enumeration("queueInsertionLocation", "Queue Insertion Location")
    }
    /// Like, dislike or unset.
    public var affinityState: Enum { enumeration("affinityState", "Affinity State") }
    /// What the person is doing while listening.
    public var activity: Enum { enumeration("activity", "Activity") }
    /// A view of the app to open.
    public var appViewIdentifier: Enum { enumeration("appViewIdentifier", "App View Identifier") }
    /// Where the request came from.
    public var invocationSource: Enum { enumeration("invocationSource", "Invocation Source") }
  }
}
