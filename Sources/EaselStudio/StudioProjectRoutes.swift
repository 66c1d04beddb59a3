import EaselFrontend
import EaselIR
import Foundation
import Hummingbird

/// Project mode's API (`easel studio --project PATH`, issue 19), beside the document API:
/// `GET /api/project` (the project's name, version, files and previews; 404 without a project),
/// `GET /api/project/file?path=P` (`{path, text, version}`) and `PUT /api/project/file`
/// `{path, text, baseVersion}` — written only if the file on disk is still that version, else 409
/// with the file as it is. Every path stays inside the project folder (`ProjectFolder`).
extension StudioRoutes {
    struct ProjectInfo: Encodable {
        let name: String
        let version: Int
        let files: [String]
        let previews: [PreviewEntry]
    }

    struct ProjectFileBody: Codable {
        let path: String
        let text: String
        var version: String?
        var baseVersion: String?
    }

    static func addProjectRoutes(_ router: Router<StudioRequestContext>, _ service: StudioService) {
        router.get("api/project") { _, _ in
            await respond {
                let project = try requireProject(service)
                return try EaselJSON.encode(ProjectInfo(name: project.folder.root.lastPathComponent, version: await project.version,
                                                        files: await project.files.map(\.path), previews: await project.previews()), pretty: false)
            }
        }
        router.get("api/project/file") { request, _ in
            await respond {
                let project = try requireProject(service)
                guard let path = request.uri.queryParameters["path"].map(String.init) else { throw StudioFailure.badRequest("missing 'path'") }
                let (text, version) = try await refusalsAsBadRequests { try await project.file(path) }
                return try EaselJSON.encode(ProjectFileBody(path: path, text: text, version: version), pretty: false)
            }
        }
        router.put("api/project/file") { request, _ in
            let project: StudioProject
            do { project = try requireProject(service) } catch { return await respond { throw error } }
            let body: ProjectFileBody
            do { body = try await decode(request, limit: service.limits.maxBodyBytes) } catch { return await respond { throw error } }
            do {
                let version = try await refusalsAsBadRequests { try await project.write(body.path, text: body.text, baseVersion: body.baseVersion) }
                return json(.ok, try EaselJSON.encode(ProjectFileBody(path: body.path, text: body.text, version: version), pretty: false))
            } catch let stale as StudioProject.StaleFile {
                struct Conflict: Encodable { let error: String; let file: ProjectFileBody }
                let conflict = Conflict(error: "'\(stale.path)' changed on disk since it was loaded; load it, or copy your text first",
                                        file: ProjectFileBody(path: stale.path, text: stale.text, version: stale.version))
                return json(.conflict, (try? EaselJSON.encode(conflict, pretty: false)) ?? Data())
            } catch {
                return await respond { throw error }
            }
        }
    }

    static func requireProject(_ service: StudioService) throws -> StudioProject {
        guard let project = service.project else { throw StudioFailure.notFound("no project is open: start the Studio with --project PATH") }
        return project
    }

    /// A path the project refuses is the request's mistake (400), with the reason.
    static func refusalsAsBadRequests<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let refusal as ProjectFolder.Refusal {
            throw StudioFailure.badRequest(refusal.description)
        }
    }
}
