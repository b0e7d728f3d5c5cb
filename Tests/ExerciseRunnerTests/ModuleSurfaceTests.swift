import Foundation
import Testing

@testable import ExerciseRunner

/// Issue 35: a save that changed a declaration compiled the tests again, 0.9 s of every such
/// save. It does now only when what the tests' compiled code can depend on changed, as the
/// compiler's ABI descriptor says. The descriptors here are abridged from the compiler's own
/// (`swift-frontend -emit-module -emit-abi-descriptor-path`), for exercise 01's `DynamicValue`.
@Suite struct ModuleSurfaceTests {
  /// A stored property of a type, `private` when `isPrivate`, in order `order`.
  private func stored(_ name: String, _ type: String, order: Int, isPrivate: Bool = true)
    -> String
  {
    #"{"kind":"Var","name":"\#(name)","printedName":"\#(name)","children":[{"kind":"TypeNominal","name":"\#(type)","printedName":"\#(type)","usr":"s:\#(type)"}],"declKind":"Var","usr":"s:M\#(name)","mangledName":"$sM\#(name)","moduleName":"M",\#(isPrivate ? #""isInternal":true,"# : "")"declAttributes":["Final","HasStorage"],"fixedbinaryorder":\#(order),"hasStorage":true}"#
  }

  /// A descriptor of one type (`kind` Class or Struct, final or not) holding `members`.
  private func descriptor(
    _ members: [String], kind: String = "Class", attributes: [String] = ["Final"],
    literal: Int = 1
  ) -> [UInt8] {
    let attributes = attributes.map { "\"\($0)\"" }.joined(separator: ",")
    return Array(
      #"{"ABIRoot":{"kind":"Root","name":"M","printedName":"M","children":[{"kind":"TypeDecl","name":"Box","printedName":"Box","children":[\#(members.joined(separator: ","))],"declKind":"\#(kind)","usr":"s:MBox","mangledName":"$sMBox","moduleName":"M","declAttributes":[\#(attributes)]}],"json_format_version":8},"ConstValues":[{"filePath":"M.swift","kind":"IntegerLiteral","offset":\#(literal),"length":1,"value":"\#(literal)"}]}"#
        .utf8)
  }

  private func surface(_ bytes: [UInt8]) -> String? {
    ModuleSurface.fingerprint(ofDescriptor: bytes)
  }

  /// 01's starter and solution: `value`, then the private storage that changed.
  @Test func privateStorageAfterWhatTheTestsSeeIsNotTheirs() throws {
    let value = stored("value", "Value", order: 0, isPrivate: false)
    let starter = descriptor([value, stored("observers", "Dictionary", order: 1)])
    let solution = descriptor([
      value, stored("observers", "Array", order: 1), stored("nextID", "Int", order: 2),
    ])
    let starterSurface = try #require(surface(starter))
    #expect(starterSurface == surface(solution))
    #expect(surface(descriptor([value], literal: 2)) == surface(descriptor([value])))
  }

  /// A client reads a visible stored property at an offset the ones before it decide.
  @Test func privateStorageBeforeWhatTheTestsSeeIs() {
    let value = stored("value", "Value", order: 1, isPrivate: false)
    #expect(
      surface(descriptor([stored("count", "Int", order: 0), value]))
        != surface(descriptor([stored("count", "String", order: 0), value])))
  }

  /// A struct's size is every stored property's, and a client holds structs by value.
  @Test func aStructsPrivateStorageIsItsLayout() {
    let attributes: [String] = []
    #expect(
      surface(descriptor([stored("a", "Int", order: 0)], kind: "Struct", attributes: attributes))
        != surface(
          descriptor([stored("a", "String", order: 0)], kind: "Struct", attributes: attributes)))
  }

  @Test func whatTheTestsSeeChangingIsAChange() {
    #expect(
      surface(descriptor([stored("value", "Int", order: 0, isPrivate: false)]))
        != surface(descriptor([stored("value", "String", order: 0, isPrivate: false)])))
  }

  /// A class that is not final has a table of methods the descriptor does not list in full;
  /// a body a client may inline is not in the descriptor at all.
  @Test func whereTheDescriptorSaysTooLittleThereIsNoSurface() {
    #expect(surface(descriptor([], attributes: [])) == nil)
    #expect(surface(descriptor([], attributes: ["Final", "Inlinable"])) == nil)
    #expect(surface(Array("not json".utf8)) == nil)
  }
}
