import ViewKit

extension Array where Element == View {
  /// Whether these are the very views of `others`, in the same order: the
  /// identity test `#expect` reads as one call (`elementsEqual(_:by:)`
  /// inside the macro makes the compiler warn of an unused result).
  func areTheSameViews(as others: [View]) -> Bool {
    elementsEqual(others) { $0 === $1 }
  }
}
