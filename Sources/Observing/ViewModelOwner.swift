/// Where an owner keeps its view model, and the dispose bag of that view model's bindings: the
/// one stored property the owner protocol requires (`let viewModelSlot = ViewModelSlot<…>()`).
///
/// The original MVVM+ owners store both through Objective-C associated objects, so a class
/// conforms without declaring anything. Swift on Linux has no Objective-C runtime, so here the
/// conforming class declares this one property. That costs a line per owner; it gains storage
/// the compiler can see: no casts, no keys, no runtime lookups, and a view model that lives and
/// dies with its owner like any other stored property.
@MainActor
public final class ViewModelSlot<ViewModel> {
  fileprivate var viewModel: ViewModel?
  fileprivate var bag: CancellationBag?

  /// An empty slot.
  public init() {}
}

/// A view whose view model changes as it is reused — a table cell, handed a new row's view
/// model each time it is dequeued — or goes away (`nil`).
///
/// Each view model gets a fresh dispose bag, and the previous one's bag is emptied *before*
/// `didSetViewModel(_:bag:)` runs again: so a binding to the row the cell showed before
/// can never deliver into it. That is the classic reuse bug — a late picture landing in a cell
/// that now shows another story — made impossible by construction rather than by care.
@MainActor
public protocol ReusableViewModelOwner: AnyObject {
  /// What the owner shows.
  associatedtype ViewModel
  /// The storage for the view model and its bag. Declare it as `let`, initialised empty.
  var viewModelSlot: ViewModelSlot<ViewModel> { get }
  /// Called with each new view model: bind it here, storing every token in `bag`.
  func didSetViewModel(_ viewModel: ViewModel, bag: CancellationBag)
  /// Required to make a reusable owner think about reuse: set `viewModel = nil` here, or let the
  /// next view model replace this one. A `TableViewCell` already has it.
  func prepareForReuse()
}

extension ReusableViewModelOwner {
  /// The view model now, if any. Setting one ends the last one's bindings first; setting `nil`
  /// just ends them.
  public var viewModel: ViewModel? {
    get { viewModelSlot.viewModel }
    set {
      viewModelSlot.bag?.removeAll()
      viewModelSlot.bag = nil
      viewModelSlot.viewModel = newValue
      guard let newValue else { return }
      let bag = CancellationBag()
      viewModelSlot.bag = bag
      ObservationHook.hand(newValue, to: self) { didSetViewModel(newValue, bag: bag) }
    }
  }
}
